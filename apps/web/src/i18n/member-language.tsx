import { useEffect } from "react";
import { useMe } from "../lib/session";
import { useLocale } from "./provider";

/**
 * A member reads Berean in their own language wherever they sign in: once the session names it,
 * the app switches to it (and remembers it for the server's next page). Only a change of the
 * member's language moves the app: a visitor's switch before signing in is theirs to make.
 */
export function FollowMemberLanguage() {
  const wanted = useMe().data?.locale;
  const { locale, setLocale } = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the member's saved language only, not each switch
  useEffect(() => {
    if (wanted && wanted !== locale) void setLocale(wanted);
  }, [wanted]);
  return null;
}
