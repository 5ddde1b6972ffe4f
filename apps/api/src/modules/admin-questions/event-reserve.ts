import { eq, sql } from "drizzle-orm";
import { ADMIN_CONTENT_MESSAGES, type AdminQuestion } from "@berean/domain";
import { rowsOf, type Db } from "../../db/client.ts";
import { question } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import { announce } from "../../lib/changes.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { inLivePool, inOpenCompetition, inOpenEvent, setEventReserve as setEventReserveRows } from "../questions/service.ts";
import { readQuestion } from "./questions.ts";

/**
 * An admin tops up the Saturday event's reserve (docs/architecture.md §4 'The Saturday live event': at least 300) or takes a question
 * out of it. Only a question in play nowhere may go in: one in a quiz's pool, an open competition
 * or an event not yet closed may have its answer known already. Audit-logged; the book pages every
 * instance keeps are dropped (a question going in leaves them).
 */
export async function setEventReserve(db: Db, actorId: string, questionId: number, reserve: boolean): Promise<AdminQuestion> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(question).where(eq(question.id, questionId)).for("update");
    if (!row) throw notFound("Question not found.");
    if (row.eventReserve === reserve) return;
    if (reserve) {
      if (!row.book) throw conflict("NO_BOOK", ADMIN_CONTENT_MESSAGES.reserveWithoutBook);
      const id = sql`${questionId}::int`;
      const [busy] = rowsOf<{ busy: boolean }>(await tx.execute(sql`select (${inLivePool(id)} or ${inOpenCompetition(id)} or ${inOpenEvent(id)}) as busy`));
      if (busy?.busy) throw conflict("IN_PLAY", ADMIN_CONTENT_MESSAGES.reserveInPlay);
    }
    await setEventReserveRows(tx, [questionId], reserve);
    await audit(tx, { actorId, action: reserve ? "question.reserve" : "question.release", targetType: "question", targetId: questionId, before: { eventReserve: row.eventReserve }, after: { eventReserve: reserve } });
    await announce(tx, { topic: "quizzes" });
  });
  return readQuestion(db, questionId);
}

/** How many questions the reserve holds: the admin dashboard warns under 300 (docs/architecture.md §4 'The Saturday live event'). */
export async function countEventReserve(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from question where event_reserve`));
  return row?.n ?? 0;
}
