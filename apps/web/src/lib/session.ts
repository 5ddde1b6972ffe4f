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

/** Where a member lands after sign-in or when visiting the landing page signed in. */
export function homePathFor(me: Pick<Me, "role">): string {
  return me.role === "admin" ? paths.admin.dashboard : paths.member.dashboard;
}

/** A name to greet with: full name, else the email's local part. */
export function displayName(me: Pick<Me, "fullName" | "email">): string {
  return me.fullName.trim() || me.email.split("@")[0] || "there";
}
