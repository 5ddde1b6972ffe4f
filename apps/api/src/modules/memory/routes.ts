import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { MemoryListSchema, MemoryStepResultSchema, MemoryStepSchema, MemoryVerseParams, MemoryVerseSchema } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { requireMember } from "../../lib/session.ts";
import { listMemory, readMemoryVerse } from "./read-memory.ts";
import { recordMemoryStep } from "./record-step.ts";

/** Memory verses: the list, one verse, a step's check (docs/architecture.md §4 'Study'). */
export async function memoryRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["memory"];
  const { db } = deps;

  r.get(
    "/api/memory",
    { schema: { tags, response: { 200: MemoryListSchema } }, config: { access: "member", summary: "Every memory verse with the member's progress" } },
    async (request) => {
      const member = requireMember(request);
      return listMemory(db, member.id, member.locale);
    },
  );
  r.get(
    "/api/memory/:slug",
    {
      schema: { tags, params: MemoryVerseParams, response: { 200: MemoryVerseSchema } },
      config: { access: "member", summary: "A memory verse with its KJV text and the member's progress" },
    },
    async (request) => {
      const member = requireMember(request);
      return readMemoryVerse(db, member.id, request.params.slug, member.locale);
    },
  );
  r.post(
    "/api/memory/:slug/steps",
    {
      schema: { tags, params: MemoryVerseParams, body: MemoryStepSchema, response: { 200: MemoryStepResultSchema } },
      config: { access: "member", summary: "Check a learning step of a memory verse" },
    },
    async (request) => recordMemoryStep(db, requireMember(request), request.params.slug, request.body, new Date()),
  );
}
