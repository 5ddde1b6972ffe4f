import { useEffect, useState } from "react";
import { useLocation } from "react-router";

export const EMAIL_LINK_ERROR_FALLBACK = "The email link you used is invalid or has expired. Please request a new verification or password reset email.";

/**
 * Email links that fail come back with the error in the URL hash
 * (`#error=access_denied&error_code=otp_expired&error_description=...`, docs/product.md part 1 §8).
 * Returns the message to show, and clears the hash so a reload does not show it again.
 */
export function useEmailLinkError() {
  const location = useLocation();
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const hash = location.hash.replace(/^#/, "");
    if (!hash) return;
    const params = new URLSearchParams(hash);
    if (!params.has("error") && !params.has("error_code")) return;
    const description = params.get("error_description")?.trim();
    setMessage(description || EMAIL_LINK_ERROR_FALLBACK);
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${search}`);
  }, [location.hash]);

  return { message, dismiss: () => setMessage(null) };
}
