import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { toast } from "sonner";
import type { Me } from "@berean/domain";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { useLocale, type Locale } from "../../i18n";
import { GENERIC_ERROR_MESSAGE, isApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { meQueryOptions } from "../../lib/session";
import { updateProfile } from "./api/account";
import { useT } from "./messages";

/** Each language by its own name, the same in every language: a reader finds theirs whatever the page is in. */
const LANGUAGES: ReadonlyArray<{ locale: Locale; name: string }> = [
  { locale: "en", name: "English" },
  { locale: "es", name: "Español" },
];

/**
 * Settings → 'Language' (docs/architecture.md §9): the member's language, kept with the account
 * (PATCH /api/me), so Berean speaks it on every device they sign in on. Saved as soon as it is
 * chosen; the page then redraws in it, and says so in it.
 */
export function LanguageCard({ user }: { user: Me }) {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const queryClient = useQueryClient();
  const titleId = useId();
  const descriptionId = useId();
  // The language just saved: its toast waits for the page to be drawn in it, so it speaks it.
  const [saved, setSaved] = useState<Locale | null>(null);

  const save = useMutation({
    mutationFn: (chosen: Locale) => updateProfile({ locale: chosen }),
    onSuccess: async ({ user: updated }) => {
      await setLocale(updated.locale);
      queryClient.setQueryData(meQueryOptions.queryKey, updated);
      setSaved(updated.locale);
    },
    onError: (error) => toast.error(t("languageSaveFailed"), { description: isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE }),
  });

  useEffect(() => {
    if (saved === null || saved !== locale) return;
    setSaved(null);
    toast.success(t("languageSaved"));
  }, [saved, locale, t]);

  // While a choice saves, it shows as chosen and the other waits.
  const chosen = save.isPending ? save.variables : user.locale;

  return (
    <Card>
      <CardHeader>
        <CardTitle id={titleId}>{t("language")}</CardTitle>
        <CardDescription id={descriptionId}>{t("languageDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <div role="radiogroup" aria-labelledby={titleId} aria-describedby={descriptionId} aria-busy={save.isPending} className="grid gap-2 sm:grid-cols-2">
          {LANGUAGES.map((language) => (
            <label
              key={language.locale}
              lang={language.locale}
              className={cn(
                "flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-900 ring-1 ring-slate-200 hover:bg-slate-50",
                "has-[:checked]:bg-indigo-50 has-[:checked]:ring-2 has-[:checked]:ring-indigo-600 has-[:disabled]:cursor-default has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600",
              )}
            >
              <input
                type="radio"
                name="language"
                value={language.locale}
                checked={chosen === language.locale}
                disabled={save.isPending}
                onChange={() => save.mutate(language.locale)}
                className="size-4 accent-indigo-600 focus-visible:outline-none"
              />
              {language.name}
            </label>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
