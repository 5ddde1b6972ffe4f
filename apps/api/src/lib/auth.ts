import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, openAPI } from "better-auth/plugins";
import type { FastifyBaseLogger } from "fastify";
import { EMAIL_TOKEN_TTL_SECONDS, isLocale, isValidTimeZone, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, type Locale } from "@berean/domain";
import { say } from "../i18n/server-messages.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { account, rateLimit, session, user, verification } from "../db/schema.ts";
import { audit } from "./audit.ts";
import { actionMail, mayMailOncePerHour, mayMailRecipient, type Mailer } from "./mail.ts";
import { redactTokens } from "./redact.ts";
import { boundedPasswordHashing } from "./password-hashing.ts";

/** Header our Fastify mount sets from the socket (or trusted proxy) address; a client's own value is overwritten. */
export const CLIENT_IP_HEADER = "x-berean-client-ip";

/** Better Auth's endpoints are mounted here (apps/api/src/modules/auth/routes.ts). */
export const AUTH_BASE_PATH = "/api/auth";

/** Where a verification link sends the browser; the route turns Better Auth's outcome into the SPA's URL. */
export const VERIFIED_CALLBACK_PATH = "/api/email-link/verified";

/**
 * A mail greets by name only an owner who has confirmed the address: otherwise the name was typed
 * by whoever registered it, and must not reach someone else's inbox. Names are plain text.
 */
/** The recipient's language: their account's (docs/architecture.md §9). */
const localeOf = (member: object): Locale => {
  const locale = (member as { locale?: unknown }).locale;
  return isLocale(locale) ? locale : "en";
};

function greetingFor(member: { name: string; emailVerified: boolean }): string {
  const locale = localeOf(member);
  return member.emailVerified ? say(locale, "mail.helloName", { name: member.name }) : say(locale, "mail.hello");
}

/** An account mail's texts (subject, body, action, footer) in the recipient's language. */
function accountMail(kind: "existing" | "reset" | "newEmail" | "verify", locale: Locale) {
  return {
    locale,
    subject: say(locale, `mail.${kind}.subject`),
    body: say(locale, `mail.${kind}.body`),
    action: say(locale, `mail.${kind}.action`),
    footer: say(locale, `mail.${kind}.footer`),
  };
}

/**
 * The change a verification link carries, when it is a change of address (Better Auth's
 * "change-email-verification" token; its signature is checked when the link is opened): the
 * account and the new address. Null for a sign-up's link or anything unreadable.
 */
export function emailChangeOf(token: string): { userId: string; email: string; newEmail: string } | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
    const { requestType, userId, email, updateTo } = payload;
    if (requestType !== "change-email-verification" || typeof userId !== "string" || typeof email !== "string" || typeof updateTo !== "string") return null;
    return { userId, email, newEmail: updateTo };
  } catch {
    return null;
  }
}

export function createAuth(options: { config: Config; db: Db; mailer: Mailer; secret: string; log: FastifyBaseLogger }) {
  const { config, db, mailer, secret, log } = options;
  return betterAuth({
    appName: "Berean",
    baseURL: config.appUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [config.appUrl],
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification, rateLimit } }),
    user: {
      fields: { name: "fullName" },
      // Changed only through POST /api/me/email (modules/auth/change-email.ts): the current password,
      // then a link mailed to the new address; Better Auth's own endpoint is not exposed.
      changeEmail: { enabled: true },
      additionalFields: {
        plan: { type: "string", input: false, defaultValue: "free", required: false },
        timezone: { type: "string", input: true, required: false, defaultValue: config.appTimezone },
        // The page's language at sign-up (the browser's, or the visitor's choice); Settings changes it.
        locale: { type: "string", input: true, required: false, defaultValue: "en" },
        // Settings changes it (PATCH /api/me); never at sign-up.
        readingText: { type: "string", input: false, required: false, defaultValue: "kjv" },
      },
    },
    databaseHooks: {
      // Every sign-in is in the activity log (docs/security.md 28; /admin/activity).
      session: {
        create: {
          after: async (created) => {
            await audit(db, { actorId: created.userId, action: "auth.sign_in", targetType: "session", targetId: created.userId });
          },
        },
      },
      user: {
        create: {
          // The browser proposes its time zone at sign-up; an unknown one falls back to the app's.
          before: async (data) => ({
            data: {
              ...data,
              timezone: isValidTimeZone(String(data.timezone ?? "")) ? data.timezone : config.appTimezone,
              locale: isLocale(data.locale) ? data.locale : "en",
            },
          }),
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      // Its own scrypt, at most two hashes at once server-wide (lib/password-hashing.ts).
      password: boundedPasswordHashing,
      // Registering with a taken email answers like a new sign-up (no enumeration); the owner is told by mail.
      onExistingUserSignUp: async ({ user: member }) => {
        // Anyone can cause this mail by typing an address: at most one an hour per address.
        if (!(await mayMailOncePerHour(db, "existing-account", member.email))) return;
        await mailer.send(
          actionMail({
            to: member.email,
            ...accountMail("existing", localeOf(member)),
            greeting: greetingFor(member),
            url: `${config.appUrl}/auth/login`,
          }),
        );
      },
      resetPasswordTokenExpiresIn: EMAIL_TOKEN_TTL_SECONDS,
      sendResetPassword: async ({ user: member, url }) => {
        // The answer stays the same when the mail is held back: it must not tell who has an account.
        if (!(await mayMailRecipient(db, "reset", member.email))) return log.warn({ event: "mail.recipient_limited", kind: "reset" }, "mail held back");
        await mailer.send(
          actionMail({
            to: member.email,
            ...accountMail("reset", localeOf(member)),
            greeting: greetingFor(member),
            url,
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_TOKEN_TTL_SECONDS,
      sendVerificationEmail: async ({ user: member, url, token }) => {
        if (!(await mayMailRecipient(db, "verification", member.email)))
          return log.warn({ event: "mail.recipient_limited", kind: "verification" }, "mail held back");
        // A member's new address (docs/architecture.md §4 'Roles and plans'): nothing changes until this link is opened.
        if (emailChangeOf(token)) {
          return mailer.send(
            actionMail({
              to: member.email,
              ...accountMail("newEmail", localeOf(member)),
              // Nobody has confirmed this address yet: no text the member chose goes into the mail.
              greeting: say(localeOf(member), "mail.hello"),
              url,
            }),
          );
        }
        await mailer.send(
          actionMail({
            to: member.email,
            // In the language the registrant chose the page in (the account's).
            ...accountMail("verify", localeOf(member)),
            // This mail goes to an address nobody has confirmed yet: no text the registrant chose
            // (such as the name) goes into it, so it cannot carry someone else's message.
            greeting: say(localeOf(member), "mail.verify.greeting"),
            url,
          }),
        );
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      // docs/security.md 7: sign-in, sign-up and password change 3 per 10 s; mails 3 per 60 s.
      customRules: {
        "/sign-in/email": { window: 10, max: 3 },
        "/sign-up/email": { window: 10, max: 3 },
        "/change-password": { window: 10, max: 3 },
        "/request-password-reset": { window: 60, max: 3 },
        "/send-verification-email": { window: 60, max: 3 },
        "/get-session": false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.env === "production",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    // openAPI: its document (not its page) feeds ours at /api/openapi.json (lib/openapi.ts).
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] }), openAPI({ disableDefaultReference: true })],
    logger: {
      log: (level, message) => log[level]({ component: "auth" }, redactTokens(String(message))),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
