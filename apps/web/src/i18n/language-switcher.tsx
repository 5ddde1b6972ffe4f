import { useQueryClient } from "@tanstack/react-query";
import type { MouseEvent } from "react";
import { useLocation } from "react-router";
import { isLocalizedPath, localePath, splitLocalePath, type Me } from "@berean/domain";
import { apiPaths } from "../config/paths";
import { api } from "../lib/api";
import { useMe } from "../lib/session";
import { rememberLocale, type Locale } from "./locale";
import { useLocale } from "./provider";

/** Each language named in itself: the link a reader of that language looks for. */
const NAMES: Record<Locale, string> = { en: "English", es: "Español" };

/**
 * The other language, in the public footer. A plain link first (`?lang=`: the server keeps the
 * choice and answers with that language's page, so it works before any script runs); with the app
 * running, a member's choice is saved with their account, and a visitor's page follows at once
 * (the public pages by their own path: `/es/hub` for the hub in Spanish).
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { locale, setLocale } = useLocale();
  const { pathname } = useLocation();
  const me = useMe();
  const queryClient = useQueryClient();
  const other: Locale = locale === "en" ? "es" : "en";

  const choose = async (event: MouseEvent<HTMLAnchorElement>) => {
    const path = splitLocalePath(pathname).path;
    if (me.data) {
      event.preventDefault();
      const { user } = await api.patch<{ user: Me }>(apiPaths.me, { locale: other });
      queryClient.setQueryData(["me"], user);
      await setLocale(other);
    } else if (isLocalizedPath(path)) {
      rememberLocale(other);
      // The server's page in that language (let the link's own navigation happen).
      event.currentTarget.href = localePath(path, other);
    } else {
      event.preventDefault();
      await setLocale(other);
    }
  };

  return (
    <a href={`${pathname}?lang=${other}`} hrefLang={other} lang={other} className={className} onClick={(event) => void choose(event)}>
      {NAMES[other]}
    </a>
  );
}
