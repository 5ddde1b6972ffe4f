import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";

/** Memory (docs/architecture.md §4 'Study'). */
export async function memoryRoutes(_app: FastifyInstance, _deps: { db: Db }): Promise<void> {}
