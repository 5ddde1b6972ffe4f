import { count, desc, eq } from "drizzle-orm";
import type { ContactInbox, ContactInboxItem, ContactStatus } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { contactMessage, user } from "../../db/schema.ts";

const INBOX_LIMIT = 500;

/** /admin/inbox: open messages first, Pro members' (priority) first among them, then newest first. */
export async function readInbox(db: Db, status: ContactStatus | undefined): Promise<ContactInbox> {
  const rows = await db
    .select({ m: contactMessage, answeredBy: user.fullName })
    .from(contactMessage)
    .leftJoin(user, eq(user.id, contactMessage.answeredBy))
    .where(status ? eq(contactMessage.status, status) : undefined)
    .orderBy(desc(eq(contactMessage.status, "open")), desc(contactMessage.priority), desc(contactMessage.createdAt), desc(contactMessage.id))
    .limit(INBOX_LIMIT);
  return { items: rows.map(({ m, answeredBy }) => presentMessage(m, answeredBy)), openCount: await countOpenMessages(db) };
}

/** Messages not answered yet: the inbox's count, and the admins' sidebar's and dashboard's. */
export async function countOpenMessages(db: Db): Promise<number> {
  const [open] = await db.select({ n: count() }).from(contactMessage).where(eq(contactMessage.status, "open"));
  return open?.n ?? 0;
}

export function presentMessage(m: typeof contactMessage.$inferSelect, answeredBy: string | null): ContactInboxItem {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    member: m.userId !== null,
    subject: m.subject,
    message: m.message,
    priority: m.priority,
    status: m.status as ContactStatus,
    reply: m.reply,
    answeredAt: m.answeredAt?.toISOString() ?? null,
    answeredBy,
    createdAt: m.createdAt.toISOString(),
  };
}
