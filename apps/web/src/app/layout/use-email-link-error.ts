import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useT } from "./messages";

/**
 * Email links that fail come back with the error in the URL hash
 * (`#error=access_denied&error_code=otp_expired&error_description=...`, docs/product.md part 1 §8).
 * Returns the message to show (the link's own words, else ours), and clears the hash so a reload does not show it again.
 */
export function useEmailLinkError() {
  const t = useT();
  const location = useLocation();
  // The link's description, "" when it gave none (our own message, in the page's language), null when no link failed.
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const hash = location.hash.replace(/^#/, "");
    if (!hash) return;
    const params = new URLSearchParams(hash);
    if (!params.has("error") && !params.has("error_code")) return;
    const description = params.get("error_description")?.trim();
    setMessage(description ?? "");
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${search}`);
  }, [location.hash]);

  return { message: message === null ? null : message || t("emailLinkFallback"), dismiss: () => setMessage(null) };
}
