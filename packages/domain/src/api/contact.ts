import { z } from "zod";
import { RowIdParam } from "./ids.ts";
import { displayText } from "../text.ts";

/** The contact page and the admins' inbox (docs/architecture.md §4 'Contact and support'). */
export const CONTACT_STATUSES = ["open", "answered"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_REPLY_MAX = 5000;
/** Messages one sender may leave per hour: per address typed and per account, whoever asks (a spammer rotates both). */
export const CONTACT_MESSAGES_PER_HOUR = 5;

export const CONTACT_MESSAGES = {
  rateLimited: "You have sent several messages in the last hour. Please wait a little before writing again.",
  alreadyAnswered: "This message has already been answered.",
  sent: (email: string) => `Thanks — we'll reply to ${email}`,
} as const;

const ContactEmail = z.email("Enter a valid email address.").max(254, "Email is at most 254 characters.");

/** What the page sends: a visitor's name and email with it; a member's come from the account, and a member's request carrying them is refused. */
export const ContactMessageCreateSchema = z.strictObject({
  name: displayText("Name", 100).min(1, "Name is required").optional(),
  email: ContactEmail.optional(),
  subject: displayText("Subject", CONTACT_SUBJECT_MAX).min(3, "Subject is at least 3 characters."),
  message: displayText("Message", CONTACT_MESSAGE_MAX, { lines: true }).min(CONTACT_MESSAGE_MIN, `Message is at least ${CONTACT_MESSAGE_MIN} characters.`),
});
export type ContactMessageCreate = z.infer<typeof ContactMessageCreateSchema>;

/** The visitor's form: name and email required there (a member's come from the account). */
export const VisitorContactFormSchema = ContactMessageCreateSchema.extend({
  name: displayText("Name", 100).min(1, "Name is required"),
  email: ContactEmail,
});
export type VisitorContactForm = z.infer<typeof VisitorContactFormSchema>;

export const ContactSentSchema = z.object({ email: z.string() });
export type ContactSent = z.infer<typeof ContactSentSchema>;

export const ContactInboxQuerySchema = z.strictObject({ status: z.enum(CONTACT_STATUSES).optional() });
export type ContactInboxQuery = z.infer<typeof ContactInboxQuerySchema>;

export const ContactInboxItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The sender was signed in: name and email are the account's. */
  member: z.boolean(),
  subject: z.string(),
  message: z.string(),
  priority: z.boolean(),
  status: z.enum(CONTACT_STATUSES),
  reply: z.string().nullable(),
  answeredAt: z.string().nullable(),
  answeredBy: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactInboxItem = z.infer<typeof ContactInboxItemSchema>;

export const ContactInboxSchema = z.object({ items: z.array(ContactInboxItemSchema), openCount: z.number().int() });
export type ContactInbox = z.infer<typeof ContactInboxSchema>;

export const ContactMessageParamsSchema = z.strictObject({ id: RowIdParam });

export const ContactReplySchema = z.strictObject({
  reply: displayText("The reply", CONTACT_REPLY_MAX, { lines: true }).min(2, "Write a reply."),
});
export type ContactReply = z.infer<typeof ContactReplySchema>;
