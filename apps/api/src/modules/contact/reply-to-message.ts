import { and, eq } from "drizzle-orm";
import { CONTACT_MESSAGES, type ContactInboxItem } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { contactMessage } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { actionMail, type Mailer } from "../../lib/mail.ts";
import type { Member } from "../../lib/session.ts";
import { presentMessage } from "./read-inbox.ts";

/**
 * An admin answers a message: the reply is mailed to the sender, stored, and the message is
 * 'answered' (audit-logged). Once only: a second click, or a second admin at the same moment,
 * finds it answered (the update is conditional on 'open').
 */
export async function replyToMessage(
  deps: { db: Db; mailer: Mailer; appUrl: string },
  admin: Member,
  id: number,
  reply: string,
  now: Date,
): Promise<ContactInboxItem> {
  const { db, mailer, appUrl } = deps;
  const answered = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactMessage)
      .set({ status: "answered", reply, answeredAt: now, answeredBy: admin.id })
      .where(and(eq(contactMessage.id, id), eq(contactMessage.status, "open")))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: contactMessage.id }).from(contactMessage).where(eq(contactMessage.id, id));
      throw exists ? conflict("ALREADY_ANSWERED", CONTACT_MESSAGES.alreadyAnswered) : notFound("Message not found.");
    }
    await audit(tx, {
      actorId: admin.id,
      action: "contact.reply",
      targetType: "contact_message",
      targetId: id,
      before: { status: "open" },
      after: { status: "answered", reply },
    });
    return row;
  });
  // Sent after the commit (the dev outbox writes with its own statement); a send that fails puts
  // the message back to open, so the admin sees the error and can send again.
  const mail = actionMail({
    to: answered.email,
    subject: `Re: ${answered.subject}`,
    // A visitor's name was typed by whoever wrote: only an account's name greets (lib/auth.ts does the same).
    greeting: answered.userId ? `Hello ${answered.name},` : "Hello,",
    body: reply,
    action: "Write to us again",
    url: `${appUrl}/contact`,
    footer: "You are receiving this mail because a message was sent to Berean from the contact page with this address.",
  });
  try {
    await mailer.send(mail);
  } catch (error) {
    await db.update(contactMessage).set({ status: "open", reply: null, answeredAt: null, answeredBy: null }).where(eq(contactMessage.id, id));
    throw error;
  }
  return presentMessage(answered, admin.fullName);
}
