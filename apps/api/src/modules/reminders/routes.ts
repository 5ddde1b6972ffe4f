import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Mailer } from "../../lib/mail.ts";
import { startReminderSweep } from "./sweep.ts";

/**
 * The reminder mails and their queue (docs/architecture.md §4 'Reminders'): no routes of their
 * own (the preferences and the unsubscribe links are mail-preferences'), only the sweep, on every
 * instance unless `sweep` is false (tests that drive the queue themselves).
 */
export async function reminderRoutes(
  app: FastifyInstance,
  deps: { db: Db; mailer: Mailer; appUrl: string; secret: string; timeZone: string; sweep?: boolean },
): Promise<void> {
  if (deps.sweep === false) return;
  let stop: (() => Promise<void>) | null = null;
  // The first sweep once the server is ready, so a server that fails to start sends nothing.
  app.addHook("onReady", async () => {
    stop = startReminderSweep({ db: deps.db, mailer: deps.mailer, appUrl: deps.appUrl, secret: deps.secret, timeZone: deps.timeZone, log: app.log });
  });
  app.addHook("onClose", async () => {
    await stop?.();
  });
}
