import { createHash } from "node:crypto";
import { CONTACT_MESSAGES, CONTACT_MESSAGES_PER_HOUR, type ContactMessageCreate, type ContactSent } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { contactMessage } from "../../db/schema.ts";
import { countInWindow } from "../../lib/counters.ts";
import { AppError, badRequest } from "../../lib/errors.ts";
import type { Member } from "../../lib/session.ts";

const HOUR_MS = 3600_000;
const hashed = (text: string) => createHash("sha256").update(text.trim().toLowerCase()).digest("hex");

/**
 * A message from the contact page (docs/architecture.md §4 'Contact and support'). A member's name
 * and email are the account's, and a Pro member's message is marked priority; a visitor gives both.
 * Nothing is mailed on arrival: a typed address gets mail only when an admin replies, so the page
 * cannot be used to send mail to strangers.
 */
export async function sendContactMessage(db: Db, sender: Member | null, input: ContactMessageCreate): Promise<ContactSent> {
  const from = senderOf(sender, input);
  // Per address and per account, in the database (every instance, every restart): a spammer who
  // changes address still hits the account's limit, one who signs out still hits the address's.
  const counts = [await countInWindow(db, `contact:email:${hashed(from.email)}`, HOUR_MS)];
  if (sender) counts.push(await countInWindow(db, `contact:member:${sender.id}`, HOUR_MS));
  if (counts.some((count) => count > CONTACT_MESSAGES_PER_HOUR)) throw new AppError(429, "CONTACT_LIMITED", CONTACT_MESSAGES.rateLimited);
  await db.insert(contactMessage).values({
    userId: sender?.id ?? null,
    name: from.name,
    email: from.email,
    subject: input.subject,
    message: input.message,
    priority: sender?.plan === "pro",
  });
  return { email: from.email };
}

function senderOf(sender: Member | null, input: ContactMessageCreate): { name: string; email: string } {
  if (sender) {
    // The account's name and email, never typed ones (docs/architecture.md §4 'Roles and plans').
    const typed = (["name", "email"] as const).filter((field) => input[field] !== undefined);
    if (typed.length)
      throw badRequest(
        "Please check the highlighted fields.",
        Object.fromEntries(typed.map((f) => [f, "Your account's name and email are used: this field cannot be set."])),
      );
    return { name: sender.fullName, email: sender.email };
  }
  const missing: Record<string, string> = {};
  if (!input.name) missing.name = "Name is required";
  if (!input.email) missing.email = "Email is required";
  if (Object.keys(missing).length) throw badRequest("Please check the highlighted fields.", missing);
  return { name: input.name!, email: input.email!.toLowerCase() };
}
