import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";

/** A member's reminder mail preferences and the one-click unsubscribe (docs/architecture.md §4 'Reminders'). */
export async function mailPreferenceRoutes(_app: FastifyInstance, _deps: { db: Db; appUrl: string; secret: string }): Promise<void> {}
