import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import type { Me } from "@berean/domain";
import { useLocale, type Locale } from "../../i18n";
import { GENERIC_ERROR_MESSAGE, isApiError } from "../../lib/api";
import { meQueryOptions } from "../../lib/session";
import { updateProfile } from "./api/account";
import { ChoiceCard } from "./choice-card";
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
    <ChoiceCard
      title={t("language")}
      description={t("languageDescription")}
      name="language"
      options={LANGUAGES.map((language) => ({ value: language.locale, label: language.name, lang: language.locale }))}
      chosen={chosen}
      saving={save.isPending}
      onChoose={(value) => save.mutate(value)}
    />
  );
}
