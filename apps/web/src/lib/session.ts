import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiPaths, paths } from "../config/paths";
import type { Me } from "@berean/domain";
import { api, isApiError } from "./api";

/** Returns null when nobody is signed in (401); other failures stay errors. */
async function getMe(): Promise<Me | null> {
  try {
    const { user } = await api.get<{ user: Me }>(apiPaths.me);
    return user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/** The session query every guard and layout uses (query key ["me"]). */
export const meQueryOptions = queryOptions({
  queryKey: ["me"],
  queryFn: getMe,
  staleTime: 30_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/** The login page, coming back to `path` afterwards. */
export function loginThenBack(path: string): string {
  return path === paths.member.dashboard ? paths.auth.login : `${paths.auth.login}?next=${encodeURIComponent(path)}`;
}

/** A `next` path from the URL, only if it stays on this site (never `//other.site` or `/\\other`). */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  return next;
}

/**
 * Where the header's Sign In and Sign Up come back to from a public page: a group's invitation,
 * which a visitor signs up or in to answer. From any other page a member starts on their home.
 */
export function returnAfterSignIn(path: string): string | null {
  return path.startsWith(paths.join("")) ? path : null;
}

const REMEMBERED_NEXT = "berean:next-after-sign-in";
const REMEMBERED_NEXT_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps a `next` path across a registration: the confirmation link in the mail opens the plain
 * login page (often in a new tab), which then takes the page the visitor was heading for.
 */
export function rememberNextPath(next: string | null): void {
  const safe = safeNextPath(next);
  try {
    if (safe) localStorage.setItem(REMEMBERED_NEXT, JSON.stringify({ path: safe, at: Date.now() }));
  } catch {
    // Storage refused (private mode): the member lands on their dashboard instead.
  }
}

/** The path remembered by rememberNextPath within the last day, once: reading it forgets it. */
export function takeRememberedNextPath(): string | null {
  try {
    const raw = localStorage.getItem(REMEMBERED_NEXT);
    if (!raw) return null;
    localStorage.removeItem(REMEMBERED_NEXT);
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof path !== "string" || typeof at !== "number" || Date.now() - at > REMEMBERED_NEXT_MS) return null;
    return safeNextPath(path);
  } catch {
    return null;
  }
}

/** Where a member lands after sign-in or when visiting the landing page signed in. */
export function homePathFor(me: Pick<Me, "role">): string {
  return me.role === "admin" ? paths.admin.dashboard : paths.member.dashboard;
}

/** A name to greet with: full name, else the email's local part. */
export function displayName(me: Pick<Me, "fullName" | "email">): string {
  return me.fullName.trim() || me.email.split("@")[0] || "there";
}
