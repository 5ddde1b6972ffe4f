import { count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { attempt, question, quiz, user } from "../../db/schema.ts";
import { requireAdmin } from "../../lib/session.ts";

export async function adminRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const Overview = z.object({ users: z.number(), questions: z.number(), quizzes: z.number(), attempts: z.number() });

  r.get("/api/admin/overview", { schema: { tags: ["admin"], response: { 200: Overview } } }, async (request) => {
    requireAdmin(request);
    const [[users], [questions], [quizzes], [attempts]] = await Promise.all([
      deps.db.select({ n: count() }).from(user),
      deps.db.select({ n: count() }).from(question),
      deps.db.select({ n: count() }).from(quiz),
      deps.db.select({ n: count() }).from(attempt),
    ]);
    return { users: users?.n ?? 0, questions: questions?.n ?? 0, quizzes: quizzes?.n ?? 0, attempts: attempts?.n ?? 0 };
  });
}
