import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Mailer } from "../../lib/mail.ts";

/** The reminder mails and their queue (docs/architecture.md §4 'Reminders'). */
export async function reminderRoutes(_app: FastifyInstance, _deps: { db: Db; mailer: Mailer; appUrl: string; secret: string; timeZone: string; sweep?: boolean }): Promise<void> {}
