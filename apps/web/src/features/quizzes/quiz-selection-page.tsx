import type { AttemptRefusal, MyQuizStatus, QuizCard as QuizCardData } from "@berean/domain";
import { BackToDashboardButton } from "../../components/back-to-dashboard";
import { BookOpen } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, EmptyState, ErrorState } from "../../components/page-states";
import { quizPath } from "../../config/paths";
import { useQuizzes } from "./get-quizzes";
import { QuizCard } from "./quiz-card";
import { RefusalDialog, type Refusal } from "./refusal-dialog";

const refusalOf: Partial<Record<MyQuizStatus, AttemptRefusal>> = {
  already_attempted: "ALREADY_ATTEMPTED",
  weekly_quiz_limit: "WEEKLY_QUIZ_LIMIT",
  free_weekly_limit: "FREE_WEEKLY_LIMIT",
  event_closed: "EVENT_CLOSED",
};

/** /quiz-selection: 'Choose Your Quiz'. The limits are read ahead (myStatus) so the dialog comes before the quiz page. */
export function QuizSelectionPage() {
  const quizzes = useQuizzes();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  function start(quiz: QuizCardData) {
    const code = quiz.myStatus ? refusalOf[quiz.myStatus] : undefined;
    if (code) setRefusal({ code });
    else void navigate(quizPath(quiz.id));
  }

  return (
    <>
      <PageHeader
        title="Choose Your Quiz"
        description="25 questions, 10 minutes. Correct answers earn 4 points and wrong ones cost 1; a speed factor from 0.8 to 1.0 then rewards finishing sooner. Best score 100."
      />
      {quizzes.isPending ? (
        <DelayedSpinner label="Loading quizzes" />
      ) : quizzes.isError ? (
        <ErrorState
          message="Failed to load quizzes. Please try again."
          onRetry={() => void quizzes.refetch()}
          retrying={quizzes.isFetching}
        />
      ) : quizzes.data.quizzes.length === 0 ? (
        <EmptyState
          icon={<BookOpen className="size-8" aria-hidden />}
          title="No quizzes yet"
          description="Quizzes appear here the moment an administrator publishes one."
          action={
            <BackToDashboardButton />
          }
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {quizzes.data.quizzes.map((quiz) => (
            <li key={quiz.id}>
              <QuizCard quiz={quiz} onStart={() => start(quiz)} />
            </li>
          ))}
        </ul>
      )}
      <RefusalDialog refusal={refusal} onClose={() => setRefusal(null)} />
    </>
  );
}
