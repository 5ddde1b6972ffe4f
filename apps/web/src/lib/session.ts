import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiPaths, paths } from "../config/paths";
import { toast } from "sonner";
import { api, GENERIC_ERROR_MESSAGE, isApiError, NETWORK_ERROR_MESSAGE } from "./api";
import { authClient } from "./auth-client";

export type Role = "user" | "admin";
export type Plan = "free" | "pro";

/** The signed-in member as GET /api/me presents them. */
export interface Me {
  id: string;
  fullName: string;
  email: string;
  role: Role;
  plan: Plan;
  timezone: string;
  createdAt: string;
}

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
  retry: 1,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/** Where a member lands after sign-in or when visiting the landing page signed in. */
export function homePathFor(me: Pick<Me, "role">): string {
  return me.role === "admin" ? paths.admin.dashboard : paths.member.dashboard;
}

/** A name to greet with: full name, else the email's local part. */
export function displayName(me: Pick<Me, "fullName" | "email">): string {
  return me.fullName.trim() || me.email.split("@")[0] || "there";
}

/**
 * Signs out, forgets every cached query and goes to the landing page. A full page load (rather
 * than a client-side navigation) guarantees that no member data survives in memory and that the
 * guards of the page being left never see a half-cleared session.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    let failure: string | undefined;
    try {
      const { error } = await authClient.signOut();
      if (error) failure = error.message || GENERIC_ERROR_MESSAGE;
    } catch {
      failure = NETWORK_ERROR_MESSAGE;
    }
    if (failure) {
      toast.error("Sign out failed", { description: failure });
      return;
    }
    queryClient.clear();
    window.location.replace(paths.home);
  }, [queryClient]);
}
