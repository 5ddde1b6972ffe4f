import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { toast } from "sonner";
import { paths } from "../config/paths";
import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from "./api";
import { authClient } from "./auth-client";
import { useT } from "./messages";

// Kept apart from session.ts so that pages which only read the session (landing, guards) do not
// load the Better Auth client.
/**
 * Signs out, forgets every cached query and goes to the landing page. A full page load (rather
 * than a client-side navigation) guarantees that no member data survives in memory and that the
 * guards of the page being left never see a half-cleared session.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const t = useT();
  return useCallback(async () => {
    let failure: string | undefined;
    try {
      const { error } = await authClient.signOut();
      if (error) failure = error.message || GENERIC_ERROR_MESSAGE;
    } catch {
      failure = NETWORK_ERROR_MESSAGE;
    }
    if (failure) {
      toast.error(t("signOutFailed"), { description: failure });
      return;
    }
    queryClient.clear();
    window.location.replace(paths.home);
  }, [queryClient, t]);
}
