import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";

/** The member's personal calendar feed (docs/architecture.md §4 'Calendar feed'). */
export async function calendarRoutes(_app: FastifyInstance, _deps: { db: Db; appUrl: string; timeZone: string }): Promise<void> {}
