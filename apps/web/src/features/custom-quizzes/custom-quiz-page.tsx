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
import { useCustomQuiz, useDeleteCustomQuiz } from "./api/custom-quizzes";
import { useT } from "./messages";
import { QuestionList } from "./question-list";
import { ShareWithGroups } from "./share-with-groups";

/** /custom-quizzes/{id}: its questions and printouts for its owner and its groups' leaders; 'Start quiz' for its groups' members. */
export function CustomQuizPage() {
  const t = useT();
  const id = Number(useParams().id);
  const quiz = useCustomQuiz(id);
  if (quiz.isPending) return <DelayedSpinner label={t("loadingQuiz")} />;
  if (quiz.isError) {
    if (isApiError(quiz.error) && quiz.error.status === 404) return <NotFound />;
    return <ErrorState message={t("quizFailed")} onRetry={() => void quiz.refetch()} retrying={quiz.isFetching} />;
  }
  return <Loaded quiz={quiz.data} />;
}

function NotFound() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <title>{t("notFoundPageTitle")}</title>
      <h1 className="text-2xl font-bold text-slate-900">{t("notFoundHeading")}</h1>
      <p className="text-slate-600">{t("notFoundText")}</p>
      <Button asChild variant="secondary">
        <Link to={paths.member.customQuizzes}>
          <ArrowLeft aria-hidden />
          {t("backToList")}
        </Link>
      </Button>
    </div>
  );
}

function Loaded({ quiz }: { quiz: CustomQuizDetail }) {
  const t = useT();
  const unavailable = quiz.questions.filter((q) => !q.available).length;
  return (
    <>
      <Link to={paths.member.customQuizzes} className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-slate-600 hover:text-slate-900">
        <ArrowLeft className="size-4" aria-hidden />
        {t("backToList")}
      </Link>
      <PageHeader
        title={quiz.title}
        description={quiz.description || (quiz.mine ? t("yourQuiz") : t("byOwner", { owner: quiz.ownerName }))}
        aside={quiz.mine && quiz.groups.length === 0 ? <Badge>{t("private")}</Badge> : null}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card className="flex flex-col gap-3 p-5">
            <p className="flex items-center gap-2 text-sm text-slate-700">
              <Clock className="size-4 text-indigo-600" aria-hidden />
              {t("summary", {
                count: quiz.questionCount,
                time: quiz.seconds % 60 === 0 ? t("minutes", { count: quiz.seconds / 60 }) : formatDuration(quiz.seconds),
              })}
            </p>
            {quiz.groups.length > 0 ? (
              <div className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
                {t("sharedWith")}
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
                {t("questionsAndAnswers")}
              </h2>
              {unavailable > 0 ? (
                <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
                  {t("unavailableNote", { count: unavailable })}
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
  const t = useT();
  if (quiz.myAttempt && quiz.myAttempt.status !== "in_progress") {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Badge tone="green">{t("takenPoints", { score: quiz.myAttempt.score })}</Badge>
        <Button asChild variant="secondary" size="sm">
          <Link to={resultPath(quiz.myAttempt.attemptId)}>{t("seeResult")}</Link>
        </Button>
      </div>
    );
  }
  if (!quiz.canTake) {
    return quiz.canPrint ? <p className="text-sm text-slate-500">{t("printNotTake")}</p> : null;
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-600">{t("oneAttempt")}</p>
      <Button asChild className="h-auto min-h-11 max-w-full self-start py-2 text-left whitespace-normal">
        <Link to={paths.member.customQuizPlay(quiz.id)}>
          <Play aria-hidden />
          {t(quiz.myAttempt ? "resumeQuizOf" : "startQuizOf", { title: quiz.title })}
        </Link>
      </Button>
    </div>
  );
}

function Sidebar({ quiz }: { quiz: CustomQuizDetail }) {
  const t = useT();
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteCustomQuiz(quiz.id);
  const navigate = useNavigate();
  return (
    <aside className="order-first flex flex-col gap-4 lg:order-none" aria-label={t("printAndManage")}>
      <Card className="flex flex-col gap-3 p-5">
        <h2 className="font-semibold text-slate-900">{t("forPaper")}</h2>
        <Button asChild variant="secondary">
          <a href={apiPaths.customQuizSheet(quiz.id)} download>
            <FileDown aria-hidden />
            {t("printSheet")}
          </a>
        </Button>
        <Button asChild variant="secondary">
          <a href={apiPaths.customQuizKey(quiz.id)} download>
            <FileKey aria-hidden />
            {t("printKey")}
          </a>
        </Button>
        <p className="text-xs text-slate-500">{t("pdfNote")}</p>
      </Card>
      {quiz.mine ? (
        <>
          <ShareWithGroups quiz={quiz} />
          <Card className="flex flex-col gap-3 p-5">
            <Button asChild variant="secondary">
              <Link to={paths.member.customQuizEdit(quiz.id)}>
                <Pencil aria-hidden />
                {t("editQuiz")}
              </Link>
            </Button>
            <Button variant="ghost" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden />
              {t("deleteQuiz")}
            </Button>
          </Card>
          <ConfirmDialog
            open={deleting}
            onOpenChange={setDeleting}
            title={t("deleteTitle", { title: quiz.title })}
            description={t("deleteDescription")}
            confirmLabel={t("deleteQuiz")}
            busyLabel={t("deleting")}
            onConfirm={async () => {
              try {
                await remove.mutateAsync();
                toast.success(t("deleted"));
                void navigate(paths.member.customQuizzes);
              } catch (error) {
                setDeleting(false);
                toast.error(t("notDeleted"), { description: isApiError(error) ? error.message : undefined });
              }
            }}
          />
        </>
      ) : null}
    </aside>
  );
}
