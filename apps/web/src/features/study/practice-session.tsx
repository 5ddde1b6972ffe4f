import { localReference, STUDY_MESSAGES, type PracticeSession } from "@berean/domain";
import { ArrowRight, Crown, Flag, Info } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from "react";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { useLocale, useServerText } from "../../i18n";
import { useAnswerPractice, useEndPractice, useNextPractice } from "./api/practice";
import { useT } from "./messages";
import { AnswerOptions, AnswerSource, AnswerVerdict } from "./practice-answer";

const DIFFICULTY_LABELS = { easy: "difficultyEasy", medium: "difficultyMedium", hard: "difficultyHard" } as const;

/**
 * An open session: the question on screen, or why there is none ('limit', 'empty'), with 'Next'
 * and 'End'. The session answered by each move replaces the one shown; 'End' hands its tally to
 * the summary.
 */
export function PracticeSessionView({
  session,
  onEnded,
  onChangeBooks,
}: {
  session: PracticeSession;
  onEnded: (session: PracticeSession) => void;
  onChangeBooks: () => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const answer = useAnswerPractice();
  const next = useNextPractice();
  const end = useEndPractice();
  const [choosing, setChoosing] = useState<number | null>(null);
  const questionId = useId();
  const verdictRef = useRef<HTMLParagraphElement>(null);
  const answeredHere = useRef(false);
  const movedHere = useRef(false);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const stoppedRef = useRef<HTMLParagraphElement>(null);
  const question = session.question;
  const result = question?.result ?? null;
  const busy = answer.isPending || next.isPending || end.isPending;
  const error = answer.error ?? next.error ?? end.error;

  // Once an answer given here is in, the verdict takes the focus (the option chosen is disabled
  // now) and is read out; Tab goes on to 'Next'. A question resumed already answered leaves the focus be.
  useEffect(() => {
    if (!result || !answeredHere.current) return;
    answeredHere.current = false;
    verdictRef.current?.focus();
  }, [result]);

  const choose = (choice: number) => {
    if (!question) return;
    answeredHere.current = true;
    setChoosing(choice);
    answer.mutate({ sessionId: session.id, position: question.position, choice }, { onSettled: () => setChoosing(null) });
  };
  // 'Next' is disabled under the new question: the question (or why there is none) takes the focus.
  useEffect(() => {
    if (!movedHere.current) return;
    movedHere.current = false;
    (questionRef.current ?? stoppedRef.current)?.focus();
  }, [question?.position, session.stop]);

  const goNext = () => {
    movedHere.current = true;
    answer.reset();
    next.mutate(session.id);
  };
  const finish = () => end.mutate(session.id, { onSuccess: onEnded });

  const endButton = (
    <Button variant="secondary" onClick={finish} disabled={busy}>
      <Flag aria-hidden />
      {end.isPending ? t("ending") : t("end")}
    </Button>
  );

  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-slate-100 pb-3 text-sm text-slate-600">
        <p className="tabular-nums">{t("tally", { right: session.tally.right, wrong: session.tally.wrong })}</p>
        {session.allowance.unlimited ? null : (
          <p className="tabular-nums">
            {t("allowance", { used: Math.min(session.allowance.usedToday, session.allowance.perDay), perDay: session.allowance.perDay })}
          </p>
        )}
      </div>

      {question ? (
        <div className="mt-4 flex flex-col gap-4">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold text-indigo-700">{localReference(question.book, locale)}</span>
            <Badge tone="neutral">{t(DIFFICULTY_LABELS[question.difficulty])}</Badge>
          </p>
          {session.notice ? (
            <p role="status" className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
              {session.notice}
            </p>
          ) : null}
          <h2
            id={questionId}
            ref={questionRef}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere] focus:outline-none sm:text-xl"
          >
            {question.text}
          </h2>
          <AnswerOptions options={question.options} labelledBy={questionId} result={result} choosing={choosing} disabled={busy} onChoose={choose} />
          {result ? (
            <div className="flex flex-col gap-3">
              <AnswerVerdict correct={result.correct} verdictRef={verdictRef} />
              <AnswerSource result={result} />
            </div>
          ) : null}
          <div className="flex flex-wrap items-center justify-end gap-3">
            {result ? null : <p className="mr-auto text-sm text-slate-500">{t("chooseAnswer")}</p>}
            {endButton}
            <Button onClick={goNext} disabled={busy || !result}>
              {next.isPending ? t("loading") : t("next")}
              <ArrowRight aria-hidden />
            </Button>
          </div>
        </div>
      ) : (
        <Stopped session={session} onChangeBooks={onChangeBooks} endButton={endButton} messageRef={stoppedRef} />
      )}
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-600">
          {error.message}
        </p>
      ) : null}
    </Card>
  );
}

/** No question on screen: the free allowance is used up, or nothing is left to draw from this choice. */
function Stopped({
  session,
  onChangeBooks,
  endButton,
  messageRef,
}: {
  session: PracticeSession;
  onChangeBooks: () => void;
  endButton: ReactNode;
  messageRef: Ref<HTMLParagraphElement>;
}) {
  const t = useT();
  const said = useServerText();
  if (session.stop === "limit") {
    return (
      <div className="mt-4 flex flex-col items-start gap-4">
        <p ref={messageRef} tabIndex={-1} className="max-w-prose text-slate-800 focus:outline-none">
          {said(STUDY_MESSAGES.practiceLimit)}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={paths.member.upgrade}>
              <Crown aria-hidden />
              {t("upgradeToPro")}
            </Link>
          </Button>
          {endButton}
        </div>
      </div>
    );
  }
  return (
    <div className="mt-4 flex flex-col items-start gap-4">
      <p ref={messageRef} tabIndex={-1} className="max-w-prose text-slate-800 focus:outline-none">
        {said(session.stop === "ended" ? STUDY_MESSAGES.practiceEnded : STUDY_MESSAGES.practiceEmpty)}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onChangeBooks}>{t("changeBooks")}</Button>
        {session.tally.answered > 0 ? endButton : null}
      </div>
    </div>
  );
}
