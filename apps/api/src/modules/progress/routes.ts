import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";

/** Progress (docs/architecture.md §4 'Study'). */
export async function progressRoutes(_app: FastifyInstance, _deps: { db: Db }): Promise<void> {}
