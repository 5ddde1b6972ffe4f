import { and, eq, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { EMAIL_CHANGE_MESSAGES, EMAIL_CHANGES_PER_HOUR, EmailChangeRequestedSchema, EmailChangeRequestSchema } from "@berean/domain";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { user } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import { VERIFIED_CALLBACK_PATH, type Auth } from "../../lib/auth.ts";
import { announce } from "../../lib/changes.ts";
import { countInWindow } from "../../lib/counters.ts";
import { AppError, badRequest } from "../../lib/errors.ts";
import { actionMail, type Mailer } from "../../lib/mail.ts";
import { sessionChange } from "../../lib/session-cache.ts";
import { requireMember } from "../../lib/session.ts";

/** Where a change-of-email link lands (the verification landing, told which link it was). */
export const EMAIL_CHANGED_CALLBACK = `${VERIFIED_CALLBACK_PATH}?change=email`;

/** Where the landing sends the browser after a change-of-email link: the settings page says how it went. */
export const emailChangeOutcomePath = (error: string | undefined) =>
  `/dashboard/settings?email=${!error ? "changed" : error === "EMAIL_TAKEN" ? "taken" : "invalid"}`;

type Deps = { auth: Auth; db: Db; mailer: Mailer; config: Config };

/**
 * Settings → 'Change email' (docs/architecture.md §4 'Roles and plans'; docs/security.md 45): the
 * current password, then Better Auth's change-email flow mails a link to the new address. Nothing
 * changes until that link is opened; the old address is told of the request. A taken address gets
 * the same answer and no link (the answer never tells who has an account).
 */
export async function changeEmailRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/me/email",
    {
      schema: { tags: ["profile"], body: EmailChangeRequestSchema, response: { 202: EmailChangeRequestedSchema } },
      config: {
        access: "member",
        summary: "Ask to change one's email: a confirmation link goes to the new address",
        rateLimit: { max: 3, timeWindow: 60_000 },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const newEmail = request.body.newEmail.trim().toLowerCase();
      if ((await countInWindow(deps.db, `email-change:${member.id}`, 3600_000)) > EMAIL_CHANGES_PER_HOUR)
        throw new AppError(429, "EMAIL_CHANGE_LIMITED", EMAIL_CHANGE_MESSAGES.limited);
      if (newEmail === member.email.toLowerCase()) throw badRequest(EMAIL_CHANGE_MESSAGES.same, { newEmail: EMAIL_CHANGE_MESSAGES.same });
      const headers = new Headers({ cookie: request.headers.cookie ?? "" });
      try {
        await deps.auth.api.verifyPassword({ body: { password: request.body.currentPassword }, headers });
      } catch {
        throw badRequest(EMAIL_CHANGE_MESSAGES.wrongPassword, { currentPassword: EMAIL_CHANGE_MESSAGES.wrongPassword });
      }
      try {
        await deps.auth.api.changeEmail({ body: { newEmail, callbackURL: EMAIL_CHANGED_CALLBACK }, headers });
      } catch (error) {
        request.log.warn({ event: "auth.email_change.refused", err: error }, "email change refused");
        throw badRequest("This address cannot be used.", { newEmail: "This address cannot be used." });
      }
      await audit(deps.db, { actorId: member.id, action: "auth.email_change_requested", targetType: "user", targetId: member.id, after: { newEmail } });
      await deps.mailer.send(
        actionMail({
          to: member.email,
          subject: "A change of your Berean email was requested",
          greeting: `Hello ${member.fullName},`,
          body: `Someone signed in to your Berean account asked to change its email to ${newEmail}. Nothing changes until a link mailed to that address is opened. If it was not you, change your password now.`,
          action: "Open my settings",
          url: `${deps.config.appUrl}/dashboard/settings`,
          footer: "If it was you, there is nothing to do here.",
        }),
      );
      return reply.code(202).send({ newEmail });
    },
  );
}

/** Before a change-of-email link is handed to Better Auth: the new address may have been taken since the request. */
export async function emailStillFree(db: Db, change: { userId: string; newEmail: string }): Promise<boolean> {
  const [taken] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.email, change.newEmail), ne(user.id, change.userId)));
  return !taken;
}

/**
 * After a change-of-email link was opened: when the address did change, every instance forgets the
 * cached session (it holds the old email), the change is audited and the old address is told.
 * The member's sessions stay: they proved the new address just now.
 */
export async function afterEmailChange(
  deps: Pick<Deps, "db" | "mailer" | "config">,
  change: { userId: string; email: string; newEmail: string },
): Promise<void> {
  const [row] = await deps.db.select({ email: user.email, fullName: user.fullName }).from(user).where(eq(user.id, change.userId));
  if (!row || row.email !== change.newEmail) return;
  await announce(deps.db, sessionChange.member(change.userId));
  await audit(deps.db, {
    actorId: change.userId,
    action: "auth.email_changed",
    targetType: "user",
    targetId: change.userId,
    before: { email: change.email },
    after: { email: change.newEmail },
  });
  await deps.mailer.send(
    actionMail({
      to: change.email,
      subject: "Your Berean email was changed",
      greeting: `Hello ${row.fullName},`,
      body: `The email of your Berean account is now ${change.newEmail}: sign in with it from now on. Mail from Berean no longer comes to this address.`,
      action: "Contact us",
      url: `${deps.config.appUrl}/contact`,
      footer: "If you did not make this change, write to us at once from the contact page.",
    }),
  );
}
