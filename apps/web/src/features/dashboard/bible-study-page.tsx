import { BookOpen, CalendarCheck, CircleCheck, Flame, Medal } from "lucide-react";
import type { ReactNode } from "react";
import { localReference, type Reading } from "@berean/domain";
import { toast } from "sonner";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, ErrorState } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useLocale } from "../../i18n";
import { formatLongDay } from "../../lib/format";
import { useMarkRead, useStreak } from "./api/streak";
import { useT } from "./messages";

/** /dashboard/bible-study: today's passage from the reading plan, 'Mark as read', and the streak. */
export function BibleStudyPage() {
  const t = useT();
  const { locale } = useLocale();
  const streak = useStreak();
  const markRead = useMarkRead();
  return (
    <>
      <PageHeader title={t("bibleStudyTitle")} description={t("bibleStudyDescription")} />
      {streak.isPending ? (
        <DelayedSpinner label={t("loadingReading")} />
      ) : streak.isError ? (
        <ErrorState message={streak.error.message} onRetry={() => void streak.refetch()} retrying={streak.isFetching} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <Card className="p-5 sm:p-8">
            <p className="text-sm font-medium text-indigo-600">{t("todaysReading", { day: formatLongDay(streak.data.today) })}</p>
            <h2 className="mt-2 flex items-center gap-2 text-2xl font-bold text-slate-900">
              <BookOpen className="size-6 text-indigo-500" aria-hidden />
              {localReference(streak.data.reading.reference, locale)}
            </h2>
            <Passage reference={localReference(streak.data.reading.reference, locale)} verses={streak.data.reading.verses} />
            <p className="mt-6 border-l-4 border-indigo-200 pl-4 leading-relaxed text-slate-700">
              <span className="block text-xs font-semibold tracking-wide text-slate-500 uppercase">{t("reflection")}</span>
              {streak.data.reading.reflection}
            </p>
            <div className="mt-8">
              {streak.data.streak.readToday ? (
                <p className="inline-flex items-center gap-2 rounded-lg bg-emerald-50 px-4 py-3 font-medium text-emerald-800">
                  <CircleCheck className="size-5 text-emerald-600" aria-hidden />
                  {t("readTodayDone")}
                </p>
              ) : (
                <Button
                  size="lg"
                  disabled={markRead.isPending}
                  onClick={() =>
                    markRead.mutate(undefined, {
                      onError: (error) => toast.error(t("error"), { description: error.message }),
                    })
                  }
                >
                  <CircleCheck aria-hidden />
                  {markRead.isPending ? t("saving") : t("markAsRead")}
                </Button>
              )}
            </div>
          </Card>
          <Card className="flex flex-col gap-4 self-start p-5">
            <h2 className="font-semibold text-slate-900">{t("yourStreak")}</h2>
            <StreakFigure
              icon={<Flame aria-hidden />}
              label={t("currentStreak")}
              testId="Current streak"
              value={streak.data.streak.currentStreak}
              tint="bg-orange-100 text-orange-600"
            />
            <StreakFigure
              icon={<Medal aria-hidden />}
              label={t("longestStreak")}
              testId="Longest streak"
              value={streak.data.streak.longestStreak}
              tint="bg-amber-100 text-amber-700"
            />
            <StreakFigure
              icon={<CalendarCheck aria-hidden />}
              label={t("totalDaysRead")}
              testId="Total days read"
              value={streak.data.streak.totalDaysRead}
              tint="bg-emerald-100 text-emerald-700"
            />
            <p className="text-xs text-slate-500">{t("streakHint")}</p>
          </Card>
        </div>
      )}
    </>
  );
}

/** One figure of the streak; `testId` stays the English label whatever the page's language. */
function StreakFigure({ icon, label, testId, value, tint }: { icon: ReactNode; label: string; testId: string; value: number; tint: string }) {
  const t = useT();
  return (
    <div className="flex items-center gap-3">
      <span className={`flex size-10 items-center justify-center rounded-lg [&_svg]:size-5 ${tint}`}>{icon}</span>
      <div>
        <p className="text-xs text-slate-500">{label}</p>
        <p className="text-xl font-bold tabular-nums text-slate-900" data-testid={testId}>
          {t("days", { count: value })}
        </p>
      </div>
    </div>
  );
}

/** The day's passage in the KJV: verse numbers raised, a serif text at a reading measure, the reference under it. */
function Passage({ reference, verses }: { reference: string; verses: Reading["verses"] }) {
  const t = useT();
  return (
    <figure className="mt-5">
      <blockquote lang="en" className="max-w-prose font-serif text-[1.0625rem] leading-7 text-slate-800 sm:text-lg sm:leading-8">
        {verses.map((v) => (
          <span key={v.verse}>
            <sup className="mr-1 font-sans text-xs font-semibold text-indigo-500 select-none">{v.verse}</sup>
            {v.text}{" "}
          </span>
        ))}
      </blockquote>
      <figcaption className="mt-3 text-sm text-slate-500">{t("passageCaption", { reference })}</figcaption>
    </figure>
  );
}
