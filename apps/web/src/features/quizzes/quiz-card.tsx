import { MAX_ANSWER_POINTS, POINTS_PER_CORRECT, POINTS_PER_WRONG, type Difficulty, type QuizCard as QuizCardData } from "@berean/domain";
import { CalendarClock, CircleCheck, Clock, Crown, Leaf, ListOrdered, Lock, Play, Radio, Star } from "lucide-react";
import { Link } from "react-router";
import { formatDateTime, formatDay } from "../../lib/format";
import { paths, resultPath } from "../../config/paths";
import { formatEventTime, useEventHoursText } from "../events";
import { Badge, type BadgeProps } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useT } from "./messages";

const difficultyTone: Record<Difficulty, BadgeProps["tone"]> = { easy: "green", medium: "amber", hard: "red" };
/** The score rule's points, for the messages that state it: 'Right +4 · Wrong −1 · Blank 0' (docs/architecture.md §4 'Attempts'). */
export const SCORE_POINTS = { right: POINTS_PER_CORRECT, wrong: String(POINTS_PER_WRONG).replace("-", "−") };

/**
 * One quiz on 'Choose Your Quiz': what it is, how long it takes, and what the member can do with it
 * now — Start or Resume, or, instead of a button that would only lead to a refusal, what is true:
 * taken (with its result), the free quiz of the week used, the event not open yet.
 */
export function QuizCard({ quiz, onStart }: { quiz: QuizCardData; onStart: () => void }) {
  const t = useT();
  const taken = quiz.myStatus === "already_attempted" || quiz.myStatus === "weekly_quiz_limit";
  const inProgress = quiz.myStatus === "in_progress";
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={difficultyTone[quiz.difficulty]}>{t("difficultyLabel", { difficulty: quiz.difficulty })}</Badge>
        {quiz.isWeekly ? (
          <Badge tone="indigo">
            <CalendarClock className="size-3" aria-hidden />
            {t("weekly")}
          </Badge>
        ) : null}
        {taken ? (
          <Badge tone="neutral">
            <CircleCheck className="size-3" aria-hidden />
            {t("taken")}
          </Badge>
        ) : null}
        {quiz.season ? (
          <Badge tone="purple">
            <Leaf className="size-3" aria-hidden />
            {t("seasonal")}
          </Badge>
        ) : null}
        {inProgress ? <Badge tone="sky">{t("inProgress")}</Badge> : null}
        {quiz.opensToAllAt ? (
          <Badge tone="purple">
            <Crown className="size-3" aria-hidden />
            {t("earlyAccess")}
          </Badge>
        ) : null}
        {quiz.event?.live ? (
          <Badge tone="red">
            <Radio className="size-3" aria-hidden />
            {t("liveNow")}
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5">
        <h2 className="text-lg font-semibold text-slate-900">{quiz.title}</h2>
        <p className="text-sm text-slate-600">{quiz.description}</p>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-600">
        <li className="inline-flex items-center gap-1.5">
          <ListOrdered className="size-3.5 text-indigo-500" aria-hidden />
          {t("questionCount", { count: quiz.questionCount })}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Clock className="size-3.5 text-indigo-500" aria-hidden />
          {t("estimatedMinutes", { minutes: quiz.estimatedMinutes })}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Star className="size-3.5 text-indigo-500" aria-hidden />
          {t("maxScore", { max: MAX_ANSWER_POINTS })}
        </li>
        <li className="w-full">{t("scoreRule", SCORE_POINTS)}</li>
      </ul>
      {quiz.event ? <EventWindowNote event={quiz.event} /> : null}
      {/* A seasonal quiz is offered only in its season (docs/architecture.md §4 'Seasonal quizzes'). */}
      {quiz.season?.lastDay ? <p className="text-sm text-slate-600">{t("seasonOpenUntil", { day: formatDay(quiz.season.lastDay) })}</p> : null}
      {/* A new quiz in early access: Pro members' alone for its first week (docs/architecture.md §4 'Pro upgrade'). */}
      {quiz.opensToAllAt ? <p className="text-sm text-slate-600">{t("earlyAccessNote", { when: formatDateTime(quiz.opensToAllAt) })}</p> : null}
      <QuizAction quiz={quiz} onStart={onStart} />
    </Card>
  );
}

function EventWindowNote({ event }: { event: NonNullable<QuizCardData["event"]> }) {
  const t = useT();
  const hours = useEventHoursText();
  return (
    <p className="text-sm text-slate-600">
      {/* When it opens is said where the Start button would be. */}
      {event.live ? `${t("liveUntil", { time: formatEventTime(event.closesAt) })} ` : null}
      {hours ? `${hours}. ` : null}
      <Link to={paths.eventsLive} className="font-medium text-indigo-700 hover:underline">
        {t("liveBoard")}
      </Link>
    </p>
  );
}

function QuizAction({ quiz, onStart }: { quiz: QuizCardData; onStart: () => void }) {
  const t = useT();
  switch (quiz.myStatus) {
    case "already_attempted":
    case "weekly_quiz_limit":
      return quiz.myResultId !== null ? (
        <Button asChild variant="secondary">
          <Link to={resultPath(quiz.myResultId)} aria-label={t("viewResultOf", { title: quiz.title })}>
            <CircleCheck aria-hidden />
            {t("viewResult")}
          </Link>
        </Button>
      ) : (
        <Blocked>{t("taken")}</Blocked>
      );
    case "free_weekly_limit":
      return <Blocked>{t("nextFreeSunday")}</Blocked>;
    case "early_access":
      return (
        <Button asChild variant="secondary">
          <Link to={paths.member.upgrade} aria-label={t("upgradeToPlayOf", { title: quiz.title })}>
            <Crown aria-hidden />
            {t("upgradeToPlay")}
          </Link>
        </Button>
      );
    case "event_closed":
      return quiz.event ? <Blocked>{t("opensAt", { time: formatEventTime(quiz.event.opensAt) })}</Blocked> : <Blocked>{t("notOpen")}</Blocked>;
    default: {
      const resume = quiz.myStatus === "in_progress";
      return (
        <Button onClick={onStart} aria-label={t(resume ? "resumeQuizOf" : "startQuizOf", { title: quiz.title })}>
          <Play aria-hidden />
          {t(resume ? "resumeQuiz" : "startQuiz")}
        </Button>
      );
    }
  }
}

/** Where the Start button would be, a plain statement of why there is none. */
function Blocked({ children }: { children: string }) {
  return (
    <p className="flex h-10 items-center justify-center gap-2 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3 text-sm font-medium text-slate-600">
      <Lock className="size-4 shrink-0 text-slate-400" aria-hidden />
      {children}
    </p>
  );
}
