import { MAX_ANSWER_POINTS, type Difficulty, type QuizCard as QuizCardData } from "@berean/domain";
import { CalendarClock, CircleCheck, Clock, ListOrdered, Play, Radio, Star } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../config/paths";
import { formatEventTime } from "../events";
import { Badge, type BadgeProps } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

const difficultyTone: Record<Difficulty, BadgeProps["tone"]> = { easy: "green", medium: "amber", hard: "red" };
const difficultyLabel: Record<Difficulty, string> = { easy: "Easy", medium: "Medium", hard: "Hard" };

/** One quiz on 'Choose Your Quiz': what it is, how long it takes, and Start Quiz. */
export function QuizCard({ quiz, onStart }: { quiz: QuizCardData; onStart: () => void }) {
  const taken = quiz.myStatus === "already_attempted" || quiz.myStatus === "weekly_quiz_limit";
  const inProgress = quiz.myStatus === "in_progress";
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={difficultyTone[quiz.difficulty]}>{difficultyLabel[quiz.difficulty]}</Badge>
        {quiz.isWeekly ? (
          <Badge tone="indigo">
            <CalendarClock className="size-3" aria-hidden />
            Weekly
          </Badge>
        ) : null}
        {taken ? (
          <Badge tone="neutral">
            <CircleCheck className="size-3" aria-hidden />
            Taken
          </Badge>
        ) : null}
        {inProgress ? <Badge tone="sky">In progress</Badge> : null}
        {quiz.event?.live ? (
          <Badge tone="red">
            <Radio className="size-3" aria-hidden />
            Live now
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
          {quiz.questionCount} questions
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Clock className="size-3.5 text-indigo-500" aria-hidden />
          {quiz.estimatedMinutes} min
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Star className="size-3.5 text-indigo-500" aria-hidden />
          Max Score {MAX_ANSWER_POINTS}
        </li>
      </ul>
      {quiz.event ? (
        <p className="text-sm text-slate-600">
          {quiz.event.live ? `Live until ${formatEventTime(quiz.event.closesAt)}. ` : `Opens ${formatEventTime(quiz.event.opensAt)}, for 12 hours. `}
          <Link to={paths.eventsLive} className="font-medium text-indigo-700 hover:underline">
            Live board
          </Link>
        </p>
      ) : null}
      <Button onClick={onStart} aria-label={`${inProgress ? "Resume Quiz" : "Start Quiz"}: ${quiz.title}`}>
        <Play aria-hidden />
        {inProgress ? "Resume Quiz" : "Start Quiz"}
      </Button>
    </Card>
  );
}
