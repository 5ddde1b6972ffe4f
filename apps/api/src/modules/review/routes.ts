import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";

/** Review (docs/architecture.md §4 'Study'). */
export async function reviewRoutes(_app: FastifyInstance, _deps: { db: Db }): Promise<void> {}
