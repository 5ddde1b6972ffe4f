/**
 * The response scanner catches a route that forgets the rule (docs/security.md 57): every API test
 * reads its responses through it (harness.ts), and here a route mounted for the test hands out keys
 * and marks without asking mayDisclose, as a feature that checked only its own rule once did.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { question } from "../db/schema.ts";
import { createQuestions, createQuiz, playQuiz } from "./factories.ts";
import { startTestApp, type TestApp } from "./harness.ts";
import { DisclosureViolation } from "./response-scanner.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    routes(app) {
      // The bypass: a question's key and a mark, straight from the bank, to whoever asks.
      app.get<{ Params: { id: string } }>(
        "/api/leaky/:id",
        { config: { access: "public", summary: "A route that ignores the rule (this test only)" } },
        async (request) => {
          const [q] = await t.database.db
            .select({ id: question.id, text: question.question, correctIndex: question.correctIndex })
            .from(question)
            .where(eq(question.id, Number(request.params.id)));
          return { items: [{ questionId: q!.id, correctIndex: q!.correctIndex }], review: { text: q!.text, options: ["a", "b", "c", "d"], isCorrect: true } };
        },
      );
    },
  });
});
afterAll(() => t.close());

describe("the response scanner", () => {
  it("fails a test whose response carries a sealed or live pool key, or a mark, to a caller the rule keeps it from", async () => {
    const [sealed] = await createQuestions(t.database.db, 1, { sealed: true });
    const quiz = await createQuiz(t.database.db, { questionCount: 3 });
    const pooled = quiz.questions[0]!.id;
    const [open] = await createQuestions(t.database.db, 1);
    const member = await t.signedInMember();
    const visitor = t.client();

    for (const client of [visitor, member.client]) {
      await expect(client.get(`/api/leaky/${sealed!.id}`)).rejects.toThrow(DisclosureViolation);
      await expect(client.get(`/api/leaky/${pooled}`)).rejects.toThrow(/the key of question \d+ at \$\.items\[0\]; the mark of question \d+ at \$\.review/);
      // An open question's key reaches anyone.
      expect((await client.get(`/api/leaky/${open!.id}`)).status).toBe(200);
    }
    // A member who has ended the quiz holding a pool question may read its key; an admin reads any.
    await playQuiz(t.database.db, member.client, quiz.id, 1);
    expect((await member.client.get(`/api/leaky/${pooled}`)).status).toBe(200);
    await expect(member.client.get(`/api/leaky/${sealed!.id}`)).rejects.toThrow(DisclosureViolation);
    const admin = (await t.signedInMember({ role: "admin" })).client;
    expect((await admin.get(`/api/leaky/${sealed!.id}`)).status).toBe(200);
    // Once its event or competition reveals it, a sealed question is open.
    await t.database.db.update(question).set({ revealsAt: sql`now() - interval '1 minute'` }).where(eq(question.id, sealed!.id));
    expect((await visitor.get(`/api/leaky/${sealed!.id}`)).status).toBe(200);
  });
});
