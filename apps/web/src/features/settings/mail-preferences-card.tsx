import { Info } from "lucide-react";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { toast } from "sonner";
import { REMINDER_DESCRIPTIONS, REMINDER_KINDS, REMINDER_LABELS, REMINDER_PREFERENCE, type MailPreferences, type ReminderKind } from "@berean/domain";
import { ErrorState } from "../../components/page-states";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { Label } from "../../components/ui/label";
import { useServerText } from "../../i18n";
import { GENERIC_ERROR_MESSAGE, isApiError } from "../../lib/api";
import { useMailPreferences, useSaveMailPreferences } from "./api/mail-preferences";
import { useT } from "./messages";

const CARD_ID = "email-reminders";

/**
 * Settings → 'Email reminders' (docs/architecture.md §4 'Reminders'): one switch per reminder,
 * saved as soon as it changes. The mail's unsubscribe link brings a member here (#email-reminders).
 */
export function MailPreferencesCard() {
  const t = useT();
  const said = useServerText();
  const preferences = useMailPreferences();
  const save = useSaveMailPreferences();
  const { hash } = useLocation();

  // The page opens before the card has its switches: scroll to it once they are there.
  const loaded = !preferences.isPending;
  useEffect(() => {
    if (loaded && hash === `#${CARD_ID}`) document.getElementById(CARD_ID)?.scrollIntoView({ block: "start" });
  }, [loaded, hash]);

  const change = (kind: ReminderKind, on: boolean) => {
    if (!preferences.data) return;
    const label = said(REMINDER_LABELS[kind]);
    save.mutate(
      { ...preferences.data, [REMINDER_PREFERENCE[kind]]: on },
      {
        onSuccess: () => toast.success(t(on ? "reminderOn" : "reminderOff", { label })),
        onError: (error) => toast.error(t("remindersSaveFailed"), { description: isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE }),
      },
    );
  };

  // While a change saves, its switch shows the new state (useSaveMailPreferences) and every switch waits.
  const shown: MailPreferences | undefined = preferences.data;

  return (
    <Card id={CARD_ID} className="scroll-mt-24">
      <CardHeader>
        <CardTitle>{t("remindersTitle")}</CardTitle>
        <CardDescription>{t("remindersDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {preferences.isPending ? (
          <ReminderSkeleton />
        ) : preferences.isError ? (
          <ErrorState
            title={t("remindersLoadFailed")}
            message={preferences.error.message}
            onRetry={() => void preferences.refetch()}
            retrying={preferences.isFetching}
          />
        ) : (
          <ul className="flex flex-col gap-4" aria-busy={save.isPending}>
            {REMINDER_KINDS.map((kind) => (
              <li key={kind} className="flex items-start gap-3">
                <Checkbox
                  id={`reminder-${kind}`}
                  className="mt-0.5"
                  checked={shown?.[REMINDER_PREFERENCE[kind]] ?? false}
                  disabled={save.isPending}
                  onCheckedChange={(checked) => change(kind, checked === true)}
                  aria-describedby={`reminder-${kind}-description`}
                />
                <div className="flex min-w-0 flex-col gap-0.5">
                  <Label htmlFor={`reminder-${kind}`} className="cursor-pointer text-slate-900">
                    {said(REMINDER_LABELS[kind])}
                  </Label>
                  <p id={`reminder-${kind}-description`} className="text-sm text-slate-600">
                    {said(REMINDER_DESCRIPTIONS[kind])}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <p className="flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
          <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
          {t("accountEmailsAlwaysCome")}
        </p>
      </CardContent>
    </Card>
  );
}

function ReminderSkeleton() {
  const t = useT();
  return (
    <div className="flex flex-col gap-4" role="status" aria-label={t("remindersLoading")}>
      {REMINDER_KINDS.map((kind) => (
        <div key={kind} className="flex items-start gap-3" aria-hidden>
          <span className="size-5 shrink-0 animate-pulse rounded-md bg-slate-200" />
          <span className="flex flex-1 flex-col gap-1.5">
            <span className="h-4 w-40 animate-pulse rounded bg-slate-200" />
            <span className="h-3.5 w-full max-w-72 animate-pulse rounded bg-slate-100" />
          </span>
        </div>
      ))}
    </div>
  );
}
