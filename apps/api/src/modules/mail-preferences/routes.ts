import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { MailPreferencesSaveSchema, MailPreferencesSchema, UnsubscribeBodySchema, UnsubscribeTokenParamsSchema, UnsubscribeViewSchema } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { requireMember } from "../../lib/session.ts";
import { readMailPreferences, saveMailPreferences } from "./mail-preferences.ts";
import { unsubscribe, viewUnsubscribe } from "./unsubscribe.ts";

export const UNSUBSCRIBE_PATH = "/api/mail/unsubscribe/:token";
/** Opening unsubscribe pages: a person reading mail, never a loop. */
const UNSUBSCRIBE_VIEWS_PER_MINUTE = 60;
/**
 * One-click unsubscribes: more, since a mail provider posts them for all its users from a few
 * addresses (each is one signed token and one update, so cheap to answer).
 */
const UNSUBSCRIBES_PER_MINUTE = 120;
/** `List-Unsubscribe=One-Click` is 26 bytes; nothing a provider sends needs more. */
const FORM_BODY_LIMIT = 1024;

/** A member's reminder mail preferences and the one-click unsubscribe (docs/architecture.md §4 'Reminders'). */
export async function mailPreferenceRoutes(app: FastifyInstance, deps: { db: Db; appUrl: string; secret: string }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, secret } = deps;
  const tags = ["mail-preferences"];

  r.get(
    "/api/me/mail-preferences",
    { schema: { tags, response: { 200: MailPreferencesSchema } }, config: { access: "member", summary: "The member's reminder mail preferences" } },
    async (request) => readMailPreferences(db, requireMember(request).id),
  );

  r.put(
    "/api/me/mail-preferences",
    {
      schema: { tags, body: MailPreferencesSaveSchema, response: { 200: MailPreferencesSchema } },
      config: { access: "member", summary: "Turn reminder mails on or off" },
    },
    async (request) => saveMailPreferences(db, requireMember(request).id, request.body),
  );

  // Public: the signed token is the proof (no session, no Origin: a mail provider's one-click
  // post has neither; plugins/security.ts exempts this path from the same-origin check).
  await app.register(async (scope) => {
    const s = scope.withTypeProvider<ZodTypeProvider>();
    // RFC 8058: providers post `List-Unsubscribe=One-Click` as a form; only here is a form read.
    s.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    s.get(
      UNSUBSCRIBE_PATH,
      {
        schema: { tags, params: UnsubscribeTokenParamsSchema, response: { 200: UnsubscribeViewSchema } },
        config: {
          access: "public",
          summary: "Which reminder an unsubscribe link turns off, and whether it is on (never changes it)",
          rateLimit: { max: UNSUBSCRIBE_VIEWS_PER_MINUTE, timeWindow: 60_000 },
        },
      },
      async (request, reply) => {
        // A mail app that opens the List-Unsubscribe address in a browser lands on the page with
        // its button, since a GET never unsubscribes anyone.
        const accept = request.headers.accept ?? "";
        if (accept.includes("text/html") && !accept.includes("application/json")) {
          return reply.redirect(`/unsubscribe/${encodeURIComponent(request.params.token)}`, 303);
        }
        return viewUnsubscribe(db, secret, request.params.token);
      },
    );

    s.post(
      UNSUBSCRIBE_PATH,
      {
        schema: { tags, params: UnsubscribeTokenParamsSchema, body: UnsubscribeBodySchema, response: { 200: UnsubscribeViewSchema } },
        config: {
          access: "public",
          summary: "One-click unsubscribe (RFC 8058): turns off the reminder the signed link names",
          rateLimit: { max: UNSUBSCRIBES_PER_MINUTE, timeWindow: 60_000 },
        },
      },
      async (request) => unsubscribe(db, secret, request.params.token),
    );
  });
}
