import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";

/** Practice (docs/architecture.md §4 'Study'). */
export async function practiceRoutes(_app: FastifyInstance, _deps: { db: Db }): Promise<void> {}
