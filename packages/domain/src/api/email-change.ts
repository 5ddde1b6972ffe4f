import { z } from "zod";
import { MAX_PASSWORD_LENGTH } from "../limits.ts";

/** Requests to change one's email per account per hour (each also checks the password, so this bounds guessing too). */
export const EMAIL_CHANGES_PER_HOUR = 5;

export const EMAIL_CHANGE_MESSAGES = {
  same: "This is already your email address.",
  wrongPassword: "The current password is not right.",
  limited: "You have asked to change your email several times in the last hour. Please wait a little.",
} as const;

/** Settings → 'Change email': the new address and the current password (docs/architecture.md §4 'Roles and plans'). */
export const EmailChangeRequestSchema = z.strictObject({
  newEmail: z.email("Enter a valid email address.").max(254, "Email is at most 254 characters."),
  currentPassword: z.string().min(1, "Current password is required.").max(MAX_PASSWORD_LENGTH),
});
export type EmailChangeRequest = z.infer<typeof EmailChangeRequestSchema>;

/** The same answer whether or not the address is free: it never tells who has an account. */
export const EmailChangeRequestedSchema = z.object({ newEmail: z.string() });
export type EmailChangeRequested = z.infer<typeof EmailChangeRequestedSchema>;
