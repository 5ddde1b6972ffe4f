import type { StartAttemptResponse } from "@berean/domain";
import { ArrowLeft } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import { Brand } from "../../components/brand";
import { DelayedSpinner } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { isApiError } from "../../lib/api";
import { startCustomQuizAttempt } from "./api/custom-quizzes";
import { useT } from "./messages";
import { QuizPlayer } from "../quizzes";

/**
 * /custom-quizzes/{id}/play: a custom quiz shared with the member's group, in the one quiz player
 * (mode 'custom': the server's clock, no keys before the end, then the result page with its review).
 * The server decides who may start; its refusal (taken already, too few questions left, not
 * shared with you) is said here in its own words.
 */
export function CustomQuizPlayRoute() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.member.customQuizzes} replace />;
  return <Play key={id} id={id} />;
}

function Play({ id }: { id: number }) {
  const t = useT();
  const [started, setStarted] = useState<StartAttemptResponse | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    startCustomQuizAttempt(id).then(setStarted, (error: unknown) =>
      setRefusal(isApiError(error) && error.status > 0 && error.status < 500 ? error.message : t("startFailed")),
    );
  }, [id, t]);
  const begin = useCallback(() => Promise.resolve(started!), [started]);
  if (started) return <QuizPlayer begin={begin} exitPath={paths.member.customQuiz(id)} />;
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-3 px-4">
          <Brand to={paths.member.dashboard} />
          <Link to={paths.member.customQuiz(id)} className="inline-flex items-center gap-1 text-sm font-semibold text-slate-600 hover:text-slate-900">
            <ArrowLeft className="size-4" aria-hidden />
            {t("backToQuiz")}
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-10">
        {refusal ? (
          <div className="mx-auto flex max-w-md flex-col items-center gap-4 text-center">
            <title>{t("notStartedPageTitle")}</title>
            <h1 className="text-2xl font-bold text-slate-900">{t("cannotStart")}</h1>
            <p role="alert" className="text-slate-600">
              {refusal}
            </p>
            <Button asChild variant="secondary">
              <Link to={paths.member.customQuizzes}>{t("backToList")}</Link>
            </Button>
          </div>
        ) : (
          <DelayedSpinner label={t("startingQuiz")} />
        )}
      </main>
    </div>
  );
}
