import type { ReviewItem } from "@berean/domain";
import { Check, ChevronDown, Flag, X } from "lucide-react";
import { useId, useState } from "react";
import { CitedPassages } from "../../components/cited-passages";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { cn } from "../../lib/cn";
import { useT } from "./messages";

const LETTERS = ["A", "B", "C", "D"];

const CHALLENGE_STATES = {
  open: { tone: "amber", label: "challengeOpen" },
  rejected: { tone: "neutral", label: "challengeRejected" },
  corrected: { tone: "green", label: "challengeCorrected" },
} as const;

type OnChallenge = ((item: ReviewItem) => void) | undefined;

/** Wrong or left blank: what 'Show wrong answers only' keeps. An answer whose key is held back is neither. */
const missed = (item: ReviewItem) => item.chosenIndex === null || item.isCorrect === false;
/** A right answer folds to one line; one the member challenged stays open, with where the challenge stands. */
const folded = (item: ReviewItem) => item.isCorrect === true && item.challenge === null;

/**
 * Every question with the member's choice, the correct option, the explanation and each passage it
 * cites with its KJV text; with `onChallenge`, a 'Challenge this answer' button, or where the
 * member's challenge stands. Right answers fold to one line each (open on request), so that the
 * misses are what a phone scrolls through; 'Show wrong answers only' leaves just those.
 */
export function AnswerReview({ items, onChallenge }: { items: ReviewItem[]; onChallenge?: (item: ReviewItem) => void }) {
  const t = useT();
  const [wrongOnly, setWrongOnly] = useState(false);
  const misses = items.filter(missed).length;
  const shown = wrongOnly ? items.filter(missed) : items;
  return (
    <section aria-labelledby="answer-review" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id="answer-review" className="text-lg font-semibold text-slate-900">
          {t("review")}
        </h2>
        {items.length > 0 ? (
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <Checkbox checked={wrongOnly} onCheckedChange={(checked) => setWrongOnly(checked === true)} />
            {t("wrongOnly")}
          </label>
        ) : null}
      </div>
      <p aria-live="polite" className="text-sm text-slate-600">
        {wrongOnly ? t("showingMisses", { misses, total: items.length }) : t("missesSummary", { misses, total: items.length })}
      </p>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-600">
          {items.length === 0 ? t("nothingToReview") : t("noMisses")}
        </p>
      ) : (
        <ol className="flex flex-col gap-3">
          {shown.map((item) => (
            <li key={item.position}>
              {folded(item) ? <FoldedAnswer item={item} onChallenge={onChallenge} /> : <OpenAnswer item={item} onChallenge={onChallenge} />}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A right answer on one line, its question cut to fit; 'Show' opens the options and explanation. */
function FoldedAnswer({ item, onChallenge }: { item: ReviewItem; onChallenge: OnChallenge }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <Card className="px-4 py-2.5 sm:px-5">
      <div className="flex items-center gap-2">
        <p className={cn("min-w-0 flex-1 text-sm font-medium text-slate-900", !open && "truncate")}>
          <span className="mr-1 text-slate-500">{item.position}.</span>
          {item.text}
        </p>
        <Badge tone="green">{t("isCorrect")}</Badge>
        <Button size="sm" variant="ghost" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((was) => !was)} className="-mr-2 shrink-0 px-2">
          {t.rich(open ? "hideAnswer" : "showAnswer", { position: item.position, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
          <ChevronDown aria-hidden className={cn("transition-transform", open && "rotate-180")} />
        </Button>
      </div>
      <div id={detailsId} hidden={!open} className="pb-2">
        {open ? <AnswerDetails item={item} onChallenge={onChallenge} /> : null}
      </div>
    </Card>
  );
}

/** A wrong, blank, held-back or challenged answer, open. */
function OpenAnswer({ item, onChallenge }: { item: ReviewItem; onChallenge: OnChallenge }) {
  const t = useT();
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-medium text-slate-900">
          <span className="mr-1 text-slate-500">{item.position}.</span>
          {item.text}
        </p>
        {item.chosenIndex === null ? (
          <Badge tone="neutral">{t("notAnswered")}</Badge>
        ) : item.isCorrect === null ? (
          <Badge tone="neutral">{t("answered")}</Badge>
        ) : item.isCorrect ? (
          <Badge tone="green">{t("isCorrect")}</Badge>
        ) : (
          <Badge tone="red">{t("isWrong")}</Badge>
        )}
      </div>
      <AnswerDetails item={item} onChallenge={onChallenge} />
    </Card>
  );
}

/** The options marked, the key's note when held back, the explanation and passages, and the challenge. */
function AnswerDetails({ item, onChallenge }: { item: ReviewItem; onChallenge: OnChallenge }) {
  const t = useT();
  return (
    <>
      <ul className="mt-3 grid gap-1.5 sm:grid-cols-2 sm:gap-2">
        {item.options.map((option, index) => {
          const correct = index === item.correctIndex;
          const chosenWrong = index === item.chosenIndex && !correct;
          return (
            <li
              key={index}
              className={cn(
                "flex items-center gap-2 rounded-lg border px-3 py-1.5 text-sm sm:py-2",
                correct && "border-emerald-300 bg-emerald-50 text-emerald-900",
                chosenWrong && "border-red-300 bg-red-50 text-red-900",
                !correct && !chosenWrong && "border-slate-200 text-slate-600",
              )}
            >
              <span className="font-semibold">{LETTERS[index]}.</span>
              <span className="flex-1">{option}</span>
              {correct ? <Check className="size-4 text-emerald-600" aria-label={t("correctAnswer")} /> : null}
              {chosenWrong ? <X className="size-4 text-red-600" aria-label={t("yourAnswer")} /> : null}
              {index === item.chosenIndex && correct ? <span className="sr-only">{t("yourAnswer")}</span> : null}
            </li>
          );
        })}
      </ul>
      {item.correctIndex === null ? (
        <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" role="note">
          {t("heldBack")}
        </p>
      ) : null}
      {item.explanation || item.references.length ? (
        <div className="mt-3 flex flex-col gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          {item.explanation ? <p>{item.explanation}</p> : null}
          <CitedPassages references={item.references} verseTexts={item.verseTexts} compact />
        </div>
      ) : null}
      {item.challenge ? (
        <div className="mt-3 flex flex-col gap-1 text-sm" role="note">
          <Badge tone={CHALLENGE_STATES[item.challenge.status].tone} className="self-start">
            {t(CHALLENGE_STATES[item.challenge.status].label)}
          </Badge>
          {item.challenge.note ? <p className="text-slate-600">{t("adminNote", { note: item.challenge.note })}</p> : null}
        </div>
      ) : onChallenge && item.correctIndex !== null ? (
        <div className="mt-3 flex justify-end">
          <Button size="sm" variant="ghost" onClick={() => onChallenge(item)} aria-label={t("challengeQuestion", { position: item.position })}>
            <Flag aria-hidden />
            {t("challenge")}
          </Button>
        </div>
      ) : null}
    </>
  );
}
