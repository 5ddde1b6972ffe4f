import { ChevronRight, Crown, FilePlus2, ListChecks, Share2 } from "lucide-react";
import { Link } from "react-router";
import type { CustomQuizSummary } from "@berean/domain";
import { PageHeader } from "../../components/page-header";
import { EmptyState, QueryState } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { formatDate } from "../../lib/format";
import { useCustomQuizzes } from "./api/custom-quizzes";
import { useT } from "./messages";

/** /custom-quizzes: my custom quizzes and those shared with my groups (docs/architecture.md §4 'Groups'). */
export function CustomQuizzesPage() {
  const t = useT();
  const list = useCustomQuizzes();
  const createButton = (
    <Button asChild>
      <Link to={paths.member.customQuizNew}>
        <FilePlus2 aria-hidden />
        {t("createQuiz")}
      </Link>
    </Button>
  );
  return (
    <>
      <PageHeader title={t("listTitle")} description={t("listDescription")} actions={list.data?.canBuild && list.data.mine.length > 0 ? createButton : null} />
      <QueryState query={list} label={t("loadingList")} errorMessage={t("listFailed")}>
        {(data) => {
          const mine = (
            <section key="mine" aria-labelledby="mine-heading" className="flex flex-col gap-3">
              <h2 id="mine-heading" className="text-lg font-semibold text-slate-900">
                {data.canBuild || data.mine.length > 0 ? t("myQuizzes") : t("buildYourOwn")}
              </h2>
              {data.mine.length > 0 ? (
                <QuizList quizzes={data.mine} label={t("myQuizzesLabel")} />
              ) : data.canBuild ? (
                <EmptyState
                  icon={<ListChecks className="size-8" aria-hidden />}
                  title={t("noneYetTitle")}
                  description={t("noneYetDescription")}
                  action={createButton}
                />
              ) : (
                <EmptyState
                  icon={<Crown className="size-8" aria-hidden />}
                  title={t("proBenefitTitle")}
                  description={t("proBenefitDescription")}
                  action={
                    <div className="flex flex-wrap justify-center gap-2">
                      <Button asChild>
                        <Link to={paths.member.upgrade}>{t("upgradeToPro")}</Link>
                      </Button>
                      <Button asChild variant="secondary">
                        <Link to={paths.member.groups}>{t("goToGroups")}</Link>
                      </Button>
                    </div>
                  }
                />
              )}
            </section>
          );
          const shared = (
            <section key="shared" aria-labelledby="shared-heading" className="flex flex-col gap-3">
              <h2 id="shared-heading" className="text-lg font-semibold text-slate-900">
                {t("sharedWithMe")}
              </h2>
              {data.shared.length > 0 ? (
                <QuizList quizzes={data.shared} label={t("sharedLabel")} />
              ) : (
                <EmptyState icon={<Share2 className="size-8" aria-hidden />} title={t("nothingSharedTitle")} description={t("nothingSharedDescription")} />
              )}
            </section>
          );
          // A member who cannot build sees first what they can take, then the offer.
          return <div className="flex flex-col gap-10">{data.canBuild || data.mine.length > 0 ? [mine, shared] : [shared, mine]}</div>;
        }}
      </QueryState>
    </>
  );
}

function QuizList({ quizzes, label }: { quizzes: CustomQuizSummary[]; label: string }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label={label}>
      {quizzes.map((quiz) => (
        <li key={quiz.id}>
          <QuizCard quiz={quiz} />
        </li>
      ))}
    </ul>
  );
}

function QuizCard({ quiz }: { quiz: CustomQuizSummary }) {
  const t = useT();
  const taken = quiz.myAttempt && quiz.myAttempt.status !== "in_progress";
  return (
    <Card className="h-full p-0">
      <Link
        to={paths.member.customQuiz(quiz.id)}
        className="flex h-full items-start gap-3 rounded-xl p-5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p className="font-semibold break-words text-slate-900">{quiz.title}</p>
          <p className="text-sm text-slate-600">
            {quiz.mine
              ? t("cardMine", { count: quiz.questionCount, date: formatDate(quiz.updatedAt) })
              : t("cardShared", { count: quiz.questionCount, owner: quiz.ownerName })}
          </p>
          <div className="flex flex-wrap gap-1.5">
            {quiz.mine && quiz.groups.length === 0 ? <Badge>{t("private")}</Badge> : null}
            {quiz.groups.map((g) => (
              <Badge key={g.id} tone="indigo">
                {g.name}
              </Badge>
            ))}
            {taken ? <Badge tone="green">{t("takenPoints", { score: quiz.myAttempt!.score })}</Badge> : null}
            {quiz.myAttempt?.status === "in_progress" ? <Badge tone="amber">{t("inProgress")}</Badge> : null}
          </div>
        </div>
        <ChevronRight className="mt-1 size-5 shrink-0 text-slate-400" aria-hidden />
      </Link>
    </Card>
  );
}
