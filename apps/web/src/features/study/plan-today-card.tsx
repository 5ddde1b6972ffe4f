import { localReference, type PlanFollow } from "@berean/domain";
import { CheckCircle2, Flame } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { paths } from "../../config/paths";
import { useLocale } from "../../i18n";
import { useMailPreferences, useSaveMailPreferences } from "../settings";
import { useLeavePlan, useMarkPlanDay, usePracticePlanDay } from "./api/plans";
import { useT } from "./messages";

/** The plan's figures: day N of M, days done and the plan's own streak. */
function PlanProgress({ follow }: { follow: PlanFollow }) {
  const t = useT();
  const percent = Math.round((follow.daysDone / follow.plan.totalDays) * 100);
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-3 gap-2 text-center">
        {[
          [t("progressDay"), t("progressDayOf", { day: follow.day, total: follow.plan.totalDays })],
          [t("progressDaysDone"), String(follow.daysDone)],
          [t("progressStreak"), t("dayCount", { count: follow.streak })],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 px-2 py-2 ring-1 ring-slate-200 ring-inset">
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="text-sm font-semibold text-slate-900 sm:text-base">{value}</dd>
          </div>
        ))}
      </dl>
      <div
        role="progressbar"
        aria-label={t("planProgress")}
        aria-valuemin={0}
        aria-valuemax={follow.plan.totalDays}
        aria-valuenow={follow.daysDone}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-indigo-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** Practice on today's chapters, started by practice itself; or why there is none. */
function PlanPractice({ practice, reference }: { practice: NonNullable<PlanFollow["practice"]>; reference: string }) {
  const t = useT();
  const navigate = useNavigate();
  const start = usePracticePlanDay();
  return (
    <section aria-labelledby="plan-practice" className="flex flex-col gap-2 border-t border-slate-200 pt-4">
      <h3 id="plan-practice" className="font-semibold text-slate-900">
        {t("practiceQuestions")}
      </h3>
      {practice.questions === 0 ? (
        <p className="text-sm text-slate-600">{t("noPracticeQuestions", { reference })}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t("practiceQuestionsCount", { count: practice.questions })}</p>
          <div>
            <Button
              variant="secondary"
              disabled={start.isPending}
              onClick={() => start.mutate(practice, { onSuccess: () => void navigate(paths.member.practice) })}
            >
              {start.isPending ? t("starting") : t("practiceTodaysChapters")}
            </Button>
          </div>
          {start.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {start.error.message}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * 'Email me at 7 PM if I have not read yet': the study plan's reminder, the same switch as Settings'
 * 'My study plan's day' (docs/architecture.md §4 'Reminders'). Hidden until the preferences load.
 */
function PlanReminderSwitch() {
  const t = useT();
  const preferences = useMailPreferences();
  const save = useSaveMailPreferences();
  if (!preferences.data) return null;
  const on = preferences.data.studyPlan;
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        className="size-4 accent-indigo-600"
        checked={on}
        disabled={save.isPending}
        onChange={() =>
          save.mutate(
            { ...preferences.data, studyPlan: !on },
            {
              onSuccess: () =>
                toast.success(on ? t("reminderOff") : t("reminderOn"), {
                  description: on ? undefined : t("reminderOnDetail"),
                }),
              onError: () => toast.error(t("reminderFailed")),
            },
          )
        }
      />
      {t("reminderSwitch")}
    </label>
  );
}

/** The plan the member follows, as today: the day's passage in the KJV, 'Mark today's reading done', practice, progress and 'Leave plan'. */
export function PlanTodayCard({ follow }: { follow: PlanFollow }) {
  const t = useT();
  const { locale } = useLocale();
  const mark = useMarkPlanDay();
  const leave = useLeavePlan();
  const [leaving, setLeaving] = useState(false);
  const finished = follow.completed && !follow.doneToday;

  return (
    <Card>
      <CardContent className="flex flex-col gap-5 p-4 sm:p-6">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium text-indigo-700">{t("yourPlan")}</p>
          <h2 className="text-xl font-semibold text-slate-900">{follow.plan.title}</h2>
        </div>
        <PlanProgress follow={follow} />

        {finished ? (
          <p className="flex items-center gap-2 rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200 ring-inset">
            <CheckCircle2 className="size-5 shrink-0" aria-hidden />
            {t("planFinished")}
          </p>
        ) : null}

        {follow.reading ? (
          <section aria-labelledby="plan-reading" className="flex flex-col gap-3">
            <h3 id="plan-reading" className="font-semibold text-slate-900">
              {t("todaysReading", { reference: localReference(follow.reading.reference, locale) })}
            </h3>
            <div
              tabIndex={0}
              role="region"
              aria-label={t("readingText", { reference: localReference(follow.reading.reference, locale) })}
              className="max-h-96 overflow-y-auto rounded-lg bg-amber-50/60 p-4 font-serif text-base leading-relaxed text-slate-800 ring-1 ring-amber-200 ring-inset focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {follow.reading.chapters.map((chapter) => (
                <div key={chapter.chapter} className="mb-4 last:mb-0">
                  {follow.reading!.chapters.length > 1 ? (
                    <h4 className="mb-1 font-sans text-sm font-semibold text-slate-600">{t("chapterNumber", { chapter: chapter.chapter })}</h4>
                  ) : null}
                  <p>
                    {chapter.verses.map((v) => (
                      <span key={v.verse}>
                        <sup className="mr-0.5 font-sans text-xs text-slate-500">{v.verse}</sup>
                        {v.text}{" "}
                      </span>
                    ))}
                  </p>
                </div>
              ))}
            </div>
            {follow.doneToday ? (
              <p role="status" className="flex items-center gap-2 text-sm font-medium text-emerald-800">
                <Flame className="size-4 shrink-0" aria-hidden />
                {follow.completed ? t("planComplete") : t("readingDone", { next: follow.day + 1 })}
              </p>
            ) : (
              <div className="flex flex-col gap-1">
                <div>
                  <Button disabled={mark.isPending} onClick={() => mark.mutate({ followId: follow.id, day: follow.day })}>
                    {mark.isPending ? t("marking") : t("markDone")}
                  </Button>
                </div>
                {mark.isError ? (
                  <p role="alert" className="text-sm text-red-700">
                    {mark.error.message}
                  </p>
                ) : null}
              </div>
            )}
          </section>
        ) : null}

        {follow.practice && follow.reading ? <PlanPractice practice={follow.practice} reference={localReference(follow.reading.reference, locale)} /> : null}

        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
          {finished ? null : <PlanReminderSwitch />}
          <Button variant="ghost" size="sm" className="-ml-3 text-slate-600 sm:ml-0" onClick={() => setLeaving(true)}>
            {t("leavePlan")}
          </Button>
        </div>
        <ConfirmDialog
          open={leaving}
          onOpenChange={setLeaving}
          title={t("leavePlanTitle", { title: follow.plan.title })}
          description={t("leavePlanDescription")}
          confirmLabel={t("leavePlan")}
          busyLabel={t("leaving")}
          cancelLabel={t("keepMyPlan")}
          onConfirm={() => leave.mutateAsync(follow.id).catch(() => undefined)}
        >
          {leave.isError ? (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {leave.error.message}
            </p>
          ) : null}
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
