import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { BOOKS, type PracticeSession } from "@berean/domain";
import { practiceItem, question, user } from "../db/schema.ts";
import type { TestApp, TestClient } from "./harness.ts";

export type Signed = { client: TestClient; id: string };

/** The practice tests' moves and seeds, on the app `app()` returns once it has started. */
export function practiceKit(app: () => TestApp) {
  const db = () => app().database.db;
  const t = { signedInMember: (...args: Parameters<TestApp["signedInMember"]>) => app().signedInMember(...args) };
  async function member(plan: "free" | "pro" = "free", timezone = "UTC"): Promise<Signed> {
    const signed = await t.signedInMember();
    await db().update(user).set({ plan, timezone }).where(eq(user.id, signed.id));
    return signed;
  }

  /** Fresh questions of a book, answer at option i % 4, citing verses of the book's first chapter (or `chapter`). */
  async function questionsOf(
    book: string,
    n: number,
    options: { chapter?: (i: number) => number; difficulty?: "easy" | "medium" | "hard" } = {},
  ): Promise<Array<{ id: number; text: string }>> {
    const tag = randomBytes(4).toString("hex");
    const name = BOOKS.find((b) => b.slug === book)!.name;
    return db()
      .insert(question)
      .values(
        Array.from({ length: n }, (_, i) => ({
          question: `${name} practice ${tag} ${i + 1}?`,
          optionA: `A ${tag} ${i}`,
          optionB: `B ${tag} ${i}`,
          optionC: `C ${tag} ${i}`,
          optionD: `D ${tag} ${i}`,
          correctIndex: i % 4,
          book,
          difficulty: options.difficulty ?? "medium",
          reference: `${name} ${options.chapter?.(i) ?? 1}:${i + 1}`,
          explanation: `Explained ${tag} ${i}.`,
        })),
      )
      .returning({ id: question.id, text: question.question });
  }

  // Untyped bodies: a refusal's is `{ error }`.
  const start = (m: Signed, body: object) => m.client.post("/api/practice", body);
  const next = (m: Signed, s: { id: string }) => m.client.post(`/api/practice/${s.id}/next`, {});

  /** The shown place of the key of the question on screen, from the stored draw. */
  async function keyOf(s: PracticeSession): Promise<number> {
    const [row] = await db()
      .select({ order: practiceItem.optionOrder, key: question.correctIndex })
      .from(practiceItem)
      .innerJoin(question, eq(question.id, practiceItem.questionId))
      .where(and(eq(practiceItem.sessionId, s.id), eq(practiceItem.position, s.question!.position)));
    return row!.order.indexOf(row!.key);
  }

  async function answer(m: Signed, s: PracticeSession, right: boolean) {
    const key = await keyOf(s);
    return m.client.post(`/api/practice/${s.id}/answers`, { position: s.question!.position, choice: right ? key : (key + 1) % 4 });
  }

  return { member, questionsOf, start, next, keyOf, answer };
}
