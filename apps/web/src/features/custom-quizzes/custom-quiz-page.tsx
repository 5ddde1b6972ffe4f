import { ArrowLeft, Clock, FileDown, FileKey, Pencil, Play, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { formatDuration, type CustomQuizDetail } from "@berean/domain";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, ErrorState } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { apiPaths, paths, resultPath } from "../../config/paths";
import { isApiError } from "../../lib/api";
import { plural } from "../../lib/format";
import { useCustomQuiz, useDeleteCustomQuiz } from "./api/custom-quizzes";
import { QuestionList } from "./question-list";
import { ShareWithGroups } from "./share-with-groups";

/** /custom-quizzes/{id}: its questions and printouts for its owner and its groups' leaders; 'Start quiz' for its groups' members. */
export function CustomQuizPage() {
  const id = Number(useParams().id);
  const quiz = useCustomQuiz(id);
  if (quiz.isPending) return <DelayedSpinner label="Loading the custom quiz" />;
  if (quiz.isError) {
    if (isApiError(quiz.error) && quiz.error.status === 404) return <NotFound />;
    return <ErrorState message="The custom quiz could not be loaded." onRetry={() => void quiz.refetch()} retrying={quiz.isFetching} />;
  }
  return <Loaded quiz={quiz.data} />;
}

function NotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <title>Custom quiz not found · Berean</title>
      <h1 className="text-2xl font-bold text-slate-900">Custom quiz not found</h1>
      <p className="text-slate-600">This quiz does not exist, or it has not been shared with a group of yours.</p>
      <Button asChild variant="secondary">
        <Link to={paths.member.customQuizzes}>
          <ArrowLeft aria-hidden />
          Custom quizzes
        </Link>
      </Button>
    </div>
  );
}

function Loaded({ quiz }: { quiz: CustomQuizDetail }) {
  const unavailable = quiz.questions.filter((q) => !q.available).length;
  return (
    <>
      <Link to={paths.member.customQuizzes} className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-slate-600 hover:text-slate-900">
        <ArrowLeft className="size-4" aria-hidden />
        Custom quizzes
      </Link>
      <PageHeader
        title={quiz.title}
        description={quiz.description || (quiz.mine ? "Your custom quiz." : `A custom quiz by ${quiz.ownerName}.`)}
        aside={quiz.mine && quiz.groups.length === 0 ? <Badge>Private</Badge> : null}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card className="flex flex-col gap-3 p-5">
            <p className="flex items-center gap-2 text-sm text-slate-700">
              <Clock className="size-4 text-indigo-600" aria-hidden />
              {`${plural(quiz.questionCount, "question")} · ${quiz.seconds % 60 === 0 ? plural(quiz.seconds / 60, "minute") : formatDuration(quiz.seconds)} to answer · scored like a quiz, out of 100`}
            </p>
            {quiz.groups.length > 0 ? (
              <div className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
                Shared with
                {quiz.groups.map((g) => (
                  <Badge key={g.id} tone="indigo">
                    {g.name}
                  </Badge>
                ))}
              </div>
            ) : null}
            <TakeQuiz quiz={quiz} />
          </Card>
          {quiz.canPrint ? (
            <section aria-labelledby="questions-heading" className="flex flex-col gap-3">
              <h2 id="questions-heading" className="text-lg font-semibold text-slate-900">
                Questions and answers
              </h2>
              {unavailable > 0 ? (
                <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
                  {`${plural(unavailable, "question")} ${unavailable === 1 ? "is" : "are"} now in a quiz's pool: left out when the quiz is played or printed, ${unavailable === 1 ? "its answer" : "their answers"} hidden.`}
                </p>
              ) : null}
              <QuestionList questions={quiz.questions} showAnswers />
            </section>
          ) : null}
        </div>
        {quiz.canPrint ? <Sidebar quiz={quiz} /> : null}
      </div>
    </>
  );
}

/** A member of a group it is shared with: start (or resume) it, or see the result once taken. */
function TakeQuiz({ quiz }: { quiz: CustomQuizDetail }) {
  if (quiz.myAttempt && quiz.myAttempt.status !== "in_progress") {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Badge tone="green">{`Taken · ${quiz.myAttempt.score} points`}</Badge>
        <Button asChild variant="secondary" size="sm">
          <Link to={resultPath(quiz.myAttempt.attemptId)}>See your result</Link>
        </Button>
      </div>
    );
  }
  if (!quiz.canTake) {
    return quiz.canPrint ? (
      <p className="text-sm text-slate-500">You can print its answer key, so you do not take it for a score; members of the groups it is shared with do.</p>
    ) : null;
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-600">One attempt. A wrong answer costs a point, a blank nothing; answers and the review are shown once you finish.</p>
      <Button asChild className="h-auto min-h-11 max-w-full self-start py-2 text-left whitespace-normal">
        <Link to={paths.member.customQuizPlay(quiz.id)}>
          <Play aria-hidden />
          {quiz.myAttempt ? `Resume quiz: ${quiz.title}` : `Start quiz: ${quiz.title}`}
        </Link>
      </Button>
    </div>
  );
}

function Sidebar({ quiz }: { quiz: CustomQuizDetail }) {
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteCustomQuiz(quiz.id);
  const navigate = useNavigate();
  return (
    <aside className="order-first flex flex-col gap-4 lg:order-none" aria-label="Print and manage">
      <Card className="flex flex-col gap-3 p-5">
        <h2 className="font-semibold text-slate-900">For a class on paper</h2>
        <Button asChild variant="secondary">
          <a href={apiPaths.customQuizSheet(quiz.id)} download>
            <FileDown aria-hidden />
            Print question sheet
          </a>
        </Button>
        <Button asChild variant="secondary">
          <a href={apiPaths.customQuizKey(quiz.id)} download>
            <FileKey aria-hidden />
            Print answer key
          </a>
        </Button>
        <p className="text-xs text-slate-500">PDF files: the sheet has name and date lines; the key is separate, to keep for yourself.</p>
      </Card>
      {quiz.mine ? (
        <>
          <ShareWithGroups quiz={quiz} />
          <Card className="flex flex-col gap-3 p-5">
            <Button asChild variant="secondary">
              <Link to={paths.member.customQuizEdit(quiz.id)}>
                <Pencil aria-hidden />
                Edit quiz
              </Link>
            </Button>
            <Button variant="ghost" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden />
              Delete quiz
            </Button>
          </Card>
          <ConfirmDialog
            open={deleting}
            onOpenChange={setDeleting}
            title={`Delete “${quiz.title}”?`}
            description="The quiz and its sharing go. Once a member has taken it, it stays for their results: stop sharing it instead."
            confirmLabel="Delete quiz"
            busyLabel="Deleting..."
            onConfirm={async () => {
              try {
                await remove.mutateAsync();
                toast.success("Custom quiz deleted");
                void navigate(paths.member.customQuizzes);
              } catch (error) {
                setDeleting(false);
                toast.error("The quiz was not deleted", { description: isApiError(error) ? error.message : undefined });
              }
            }}
          />
        </>
      ) : null}
    </aside>
  );
}
