import { firstLetters, localReference, MEMORY_STEPS, type MemoryStep, type MemoryVerse, type WordDiff } from "@berean/domain";
import { ArrowRight, CircleCheck, RotateCcw } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode, type Ref } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { inputClasses } from "../../components/ui/input";
import { paths } from "../../config/paths";
import { useLocale } from "../../i18n";
import { cn } from "../../lib/cn";
import { useMemoryStep } from "./api/memory";
import { MemoryDiff } from "./memory-diff";
import { completedVerse, fillLayout, MemoryFillBlanks } from "./memory-fill-blanks";
import { MEMORY_STEP_LABELS } from "./memory-stepper";
import { useT } from "./messages";

const INSTRUCTIONS = {
  read: "instructionRead",
  fill: "instructionFill",
  letters: "instructionLetters",
  whole: "instructionWhole",
} as const satisfies Record<MemoryStep, string>;

const nextStep = (step: MemoryStep): MemoryStep | undefined => MEMORY_STEPS[MEMORY_STEPS.indexOf(step) + 1];

/**
 * One step of learning a verse (docs/architecture.md §4 'Study'): its text or its prompt, the
 * member's answer, and after a check either 'Well done!' with the next step or the word-by-word
 * differences with 'Try again'. What was typed stays for the next try.
 */
export function MemoryStepPanel({
  verse,
  step,
  focusOnOpen,
  onGoTo,
}: {
  verse: MemoryVerse;
  step: MemoryStep;
  focusOnOpen: boolean;
  onGoTo: (step: MemoryStep) => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const check = useMemoryStep(verse.slug);
  const layout = useMemo(() => fillLayout(verse.text), [verse.text]);
  const [blanks, setBlanks] = useState<Record<number, string>>({});
  const [typed, setTyped] = useState("");
  const [result, setResult] = useState<{ passed: boolean; diff: WordDiff } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const answerRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const textareaId = useId();
  const errorId = useId();
  const done = MEMORY_STEPS.indexOf(step) < verse.stepsDone;
  const next = nextStep(step);

  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus();
  }, [focusOnOpen]);
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (check.isPending) return;
    const answer = step === "fill" ? completedVerse(layout, blanks) : typed;
    check.mutate({ step, typed: answer }, { onSuccess: ({ passed, diff }) => setResult({ passed, diff }) });
  }

  function tryAgain() {
    setResult(null);
    check.reset();
    // The form is back on the next render; its first field takes the focus.
    window.setTimeout(() => answerRef.current?.focus(), 0);
  }

  const checkError = check.error ? (
    <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
      {check.error.message}
    </p>
  ) : null;

  let body: ReactNode;
  if (step === "read") {
    body = (
      <>
        <VerseText>{verse.text}</VerseText>
        <div className="flex flex-col items-start gap-2">
          {done && next ? (
            <Button variant={verse.learnt ? "secondary" : "primary"} onClick={() => onGoTo(next)}>
              {t(verse.learnt ? "practiceStep" : "nextStep", { step: t(MEMORY_STEP_LABELS[next]) })}
              <ArrowRight aria-hidden />
            </Button>
          ) : (
            <Button
              disabled={check.isPending}
              aria-describedby={check.error ? errorId : undefined}
              onClick={() => check.mutate({ step: "read" }, { onSuccess: ({ passed }) => passed && next && onGoTo(next) })}
            >
              {check.isPending ? t("saving") : t("readIt")}
            </Button>
          )}
          {checkError}
        </div>
      </>
    );
  } else if (result?.passed) {
    body = <WellDone resultRef={resultRef} step={step} learnt={verse.learnt} next={next} onGoTo={onGoTo} />;
  } else if (result) {
    const right = result.diff.filter((word) => word.status === "right").length;
    const total = result.diff.filter((word) => word.status !== "extra").length;
    body = (
      <div className="flex flex-col items-start gap-4">
        <div className="flex flex-col gap-1">
          <h3 ref={resultRef} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
            {t("notQuite")}
          </h3>
          <p className="text-sm text-slate-600">{t("wordsRight", { right, total })}</p>
        </div>
        <div className="w-full">
          <MemoryDiff diff={result.diff} />
        </div>
        <Button onClick={tryAgain}>
          <RotateCcw aria-hidden />
          {t("tryAgain")}
        </Button>
      </div>
    );
  } else {
    body = (
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        {step === "fill" ? (
          <MemoryFillBlanks
            layout={layout}
            typed={blanks}
            onChange={(index, value) => setBlanks((current) => ({ ...current, [index]: value }))}
            firstBlankRef={answerRef}
          />
        ) : (
          <>
            {step === "letters" ? (
              <div className="flex flex-col gap-1">
                <p className="text-sm font-medium text-slate-700">{t("firstLetters")}</p>
                <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-base leading-8 tracking-wide text-slate-900 [overflow-wrap:anywhere] sm:p-4">
                  {firstLetters(verse.text)}
                </p>
              </div>
            ) : (
              <p className="rounded-lg border border-indigo-100 bg-indigo-50/60 p-4 text-center font-serif text-xl font-semibold text-indigo-900">
                {localReference(verse.reference, locale)}
              </p>
            )}
            <div className="flex flex-col gap-1">
              <label htmlFor={textareaId} className="text-sm font-medium text-slate-800">
                {t("typeVerse")}
              </label>
              <textarea
                ref={answerRef}
                id={textareaId}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                rows={5}
                maxLength={4000}
                autoComplete="off"
                spellCheck={false}
                aria-describedby={check.error ? errorId : undefined}
                className={cn(inputClasses, "h-auto min-h-32 py-2 font-serif text-lg sm:text-lg")}
              />
            </div>
          </>
        )}
        <div className="flex flex-col items-start gap-2">
          <Button type="submit" disabled={check.isPending}>
            {check.isPending ? t("checking") : t("check")}
          </Button>
          {checkError}
        </div>
      </form>
    );
  }

  return (
    <Card>
      <section aria-labelledby={`${textareaId}-step`} className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-col gap-1">
          <h2 id={`${textareaId}-step`} ref={headingRef} tabIndex={-1} className="text-lg font-semibold tracking-tight text-slate-900 focus:outline-none">
            {t(MEMORY_STEP_LABELS[step])}
          </h2>
          <p className="text-sm text-slate-600">{t(INSTRUCTIONS[step])}</p>
        </div>
        {body}
      </section>
    </Card>
  );
}

function VerseText({ children }: { children: string }) {
  return (
    <blockquote className="rounded-lg border-l-4 border-indigo-300 bg-slate-50 p-3 font-serif text-lg leading-8 text-slate-900 [overflow-wrap:anywhere] sm:p-4 sm:text-xl sm:leading-9">
      {children}
    </blockquote>
  );
}

function WellDone({
  resultRef,
  step,
  learnt,
  next,
  onGoTo,
}: {
  resultRef: Ref<HTMLHeadingElement>;
  step: MemoryStep;
  learnt: boolean;
  next?: MemoryStep;
  onGoTo: (step: MemoryStep) => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50/70 p-4">
      <div className="flex items-center gap-2">
        <CircleCheck className="size-6 text-emerald-600" aria-hidden />
        <h3 ref={resultRef} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
          {t("wellDone")}
        </h3>
      </div>
      <p className="text-sm text-slate-700">
        {next ? t("stepPassed", { step: t(MEMORY_STEP_LABELS[step]) }) : learnt ? t("verseLearned") : t("everyWordRight")}
      </p>
      {next ? (
        <Button onClick={() => onGoTo(next)}>
          {t("nextStep", { step: t(MEMORY_STEP_LABELS[next]) })}
          <ArrowRight aria-hidden />
        </Button>
      ) : (
        <Button asChild variant="secondary">
          <Link to={paths.member.memory}>{t("moreMemoryVerses")}</Link>
        </Button>
      )}
    </div>
  );
}
