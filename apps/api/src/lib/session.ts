import type { FastifyRequest } from "fastify";
import { isLocale, type Locale, type Me, type Plan, type ReadingText, type Role } from "@berean/domain";
import type { Auth } from "./auth.ts";
import { forbidden, unauthenticated } from "./errors.ts";
import type { SessionCache } from "./session-cache.ts";
import { requestSession } from "./session-token.ts";

export interface Member {
  id: string;
  fullName: string;
  email: string;
  role: Role;
  plan: Plan;
  timezone: string;
  locale: Locale;
  readingText: ReadingText;
  emailVerified: boolean;
  createdAt: Date;
}

declare module "fastify" {
  interface FastifyRequest {
    member: Member | null;
  }
}

/**
 * The member behind the request's session cookie, null for a visitor. A request without a cookie
 * signed with our secret is a visitor at once (no database read); a signed one is looked up in
 * the short session cache, then through Better Auth.
 */
export async function loadMember(auth: Auth, request: FastifyRequest, sessions: { cache: SessionCache; secret: string }): Promise<Member | null> {
  const session = requestSession(request.raw, sessions.secret);
  if (!session) return null;
  const cached = sessions.cache.get(session.key);
  if (cached) return cached;
  const read = await sessions.cache.readOnce(session.key, () => readMember(auth, request));
  if (!read) return null;
  sessions.cache.set(session.key, read.member, read.expiresAt);
  return read.member;
}

/** Reads the session cookie through Better Auth; null when there is no valid session. */
async function readMember(auth: Auth, request: FastifyRequest): Promise<{ member: Member; expiresAt: Date } | null> {
  const headers = new Headers();
  if (request.headers.cookie) headers.set("cookie", request.headers.cookie);
  const result = await auth.api.getSession({ headers, query: { disableCookieCache: true } });
  if (!result) return null;
  const u = result.user as typeof result.user & { role?: string | null; plan?: string; timezone?: string; locale?: string; readingText?: string };
  if (!u.emailVerified) return null;
  const member: Member = {
    id: u.id,
    fullName: u.name,
    email: u.email,
    role: u.role === "admin" ? "admin" : "user",
    plan: u.plan === "pro" ? "pro" : "free",
    timezone: u.timezone ?? "UTC",
    locale: isLocale(u.locale) ? u.locale : "en",
    readingText: u.readingText === "web" ? "web" : "kjv",
    emailVerified: u.emailVerified,
    createdAt: new Date(u.createdAt),
  };
  return { member, expiresAt: new Date(result.session.expiresAt) };
}

/** The policy for member routes: any verified, signed-in member. */
export function requireMember(request: FastifyRequest): Member {
  if (!request.member) throw unauthenticated();
  return request.member;
}

/** The policy for Pro features (competitions, My progress): Pro members, and administrators who run them. */
export function requirePro(request: FastifyRequest): Member {
  const member = requireMember(request);
  if (member.plan !== "pro" && member.role !== "admin") throw forbidden("This is for Pro members. Upgrade to Pro to use it.", "PRO_REQUIRED");
  return member;
}

/** The policy for /api/admin/*: role admin only. */
export function requireAdmin(request: FastifyRequest): Member {
  const member = requireMember(request);
  if (member.role !== "admin") throw forbidden("Administrators only.");
  return member;
}

export function presentMe(member: Member): Me {
  return {
    id: member.id,
    fullName: member.fullName,
    email: member.email,
    role: member.role,
    plan: member.plan,
    timezone: member.timezone,
    locale: member.locale,
    readingText: member.readingText,
    createdAt: member.createdAt.toISOString(),
  };
}
