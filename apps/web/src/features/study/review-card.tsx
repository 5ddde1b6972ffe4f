import { localReference, RIGHT_RATINGS, type ReviewAnswerResult, type ReviewCard, type RightRating } from "@berean/domain";
import { ArrowRight, Eye, EyeOff } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type Ref } from "react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { inputClasses } from "../../components/ui/input";
import { useLocale } from "../../i18n";
import { cn } from "../../lib/cn";
import { useAnswerCard, useNextCard, useRateCard } from "./api/review";
import { MemoryDiff } from "./memory-diff";
import { useT } from "./messages";
import { AnswerOptions, AnswerSource, AnswerVerdict } from "./practice-answer";
import { whenDue } from "./review-when";

const RATING_LABELS = { hard: "ratingHard", good: "ratingGood", easy: "ratingEasy" } as const satisfies Record<RightRating, string>;

const strong = (chunks: ReactNode[]) => <span className="font-semibold text-slate-900">{chunks}</span>;

/**
 * One showing of a card: a question (its stem and four options) or a memory verse (its reference,
 * to type from memory). After the answer: right or wrong, the verse and the explanation or the
 * word-by-word differences; then 'Hard', 'Good', 'Easy' after a right answer, or 'Rated Again' and
 * 'Next card' after a wrong one (the server rates those itself). The next card replaces this one.
 */
export function ReviewCardView({ card, focusOnOpen, onAnswered }: { card: ReviewCard; focusOnOpen: boolean; onAnswered?: (correct: boolean) => void }) {
  const t = useT();
  const promptId = useId();
  const promptRef = useRef<HTMLHeadingElement>(null);
  const verdictRef = useRef<HTMLParagraphElement>(null);
  const answer = useAnswerCard();
  const rate = useRateCard();
  const next = useNextCard();
  const [choosing, setChoosing] = useState<number | null>(null);
  const [result, setResult] = useState<ReviewAnswerResult | null>(null);

  // A card that follows one just done takes the focus from the rating buttons it replaced.
  useEffect(() => {
    if (focusOnOpen) promptRef.current?.focus();
  }, [focusOnOpen]);
  useEffect(() => {
    if (result) verdictRef.current?.focus();
  }, [result]);

  const send = (body: { choice: number } | { typed: string }) =>
    answer.mutate(
      { cardId: card.id, answer: body },
      {
        onSuccess: (answered) => {
          setResult(answered);
          onAnswered?.(answered.correct);
        },
        onSettled: () => setChoosing(null),
      },
    );
  const busy = answer.isPending || rate.isPending || next.isPending;
  const error = answer.error ?? rate.error ?? next.error;

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <Badge tone={card.kind === "verse" ? "purple" : "indigo"}>{card.kind === "verse" ? t("cardVerse") : t("cardQuestion")}</Badge>
        <span>{card.reps === 0 ? t("firstReview") : t("reviewedTimes", { count: card.reps })}</span>
      </div>

      {card.kind === "question" && card.options ? (
        <>
          <h2
            id={promptId}
            ref={promptRef}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere] focus:outline-none sm:text-xl"
          >
            {card.prompt}
          </h2>
          <AnswerOptions
            options={card.options}
            labelledBy={promptId}
            result={result?.result ?? null}
            choosing={choosing}
            disabled={busy}
            onChoose={(choice) => {
              setChoosing(choice);
              send({ choice });
            }}
          />
        </>
      ) : (
        <VersePrompt card={card} promptId={promptId} promptRef={promptRef} answered={result !== null} busy={busy} onCheck={(typed) => send({ typed })} />
      )}

      {result ? (
        <div className="flex flex-col gap-3">
          <AnswerVerdict correct={result.correct} verdictRef={verdictRef} />
          {result.result ? <AnswerSource result={result.result} /> : null}
          {result.verse ? <VerseOutcome verse={result.verse} correct={result.correct} /> : null}
        </div>
      ) : null}

      {result ? (
        <div className="flex flex-col gap-2 border-t border-slate-100 pt-4">
          {result.rated === "again" ? (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-700">
                {result.nextDueAt ? t.rich("ratedAgainBack", { ...whenDue(result.nextDueAt), b: strong }) : t.rich("ratedAgain", { b: strong })}
              </p>
              <Button onClick={() => next.mutate(undefined)} disabled={busy}>
                {next.isPending ? t("loading") : t("nextCard")}
                <ArrowRight aria-hidden />
              </Button>
            </div>
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-slate-700">{t("howWell")}</p>
              <div role="group" aria-label={t("rateCard")} className="grid grid-cols-3 gap-2 sm:flex">
                {RIGHT_RATINGS.map((rating) => (
                  <Button
                    key={rating}
                    variant={rating === "good" ? "primary" : "secondary"}
                    disabled={busy}
                    onClick={() => rate.mutate({ cardId: card.id, rating })}
                    className="sm:min-w-24"
                  >
                    {t(RATING_LABELS[rating])}
                  </Button>
                ))}
              </div>
            </div>
          )}
        </div>
      ) : null}

      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error.message}{" "}
          <button
            type="button"
            onClick={() => next.mutate(undefined)}
            className="font-semibold text-indigo-600 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {t("loadDeckAgain")}
          </button>
        </p>
      ) : null}
    </Card>
  );
}

/** A verse card before its answer: the reference, the text typed from memory, and on request the first letters. */
function VersePrompt({
  card,
  promptId,
  promptRef,
  answered,
  busy,
  onCheck,
}: {
  card: ReviewCard;
  promptId: string;
  promptRef: Ref<HTMLHeadingElement>;
  answered: boolean;
  busy: boolean;
  onCheck: (typed: string) => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const id = useId();
  const [typed, setTyped] = useState("");
  const [hint, setHint] = useState(false);
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) {
      setEmpty(true);
      return;
    }
    onCheck(typed);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <p className="text-sm text-slate-600">{t("reciteVerse")}</p>
        <h2 id={promptId} ref={promptRef} tabIndex={-1} className="font-serif text-2xl font-semibold text-indigo-900 focus:outline-none">
          {localReference(card.prompt, locale)}
        </h2>
      </div>
      {card.hint ? (
        <div className="flex flex-col items-start gap-2">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-pressed={hint}
            aria-controls={`${id}-hint`}
            onClick={() => setHint((on) => !on)}
            className="-ml-3 aria-pressed:text-indigo-700"
          >
            {hint ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            {t("showFirstLetters")}
          </Button>
          <p
            id={`${id}-hint`}
            hidden={!hint}
            className="w-full rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-base leading-8 tracking-wide text-slate-900 [overflow-wrap:anywhere]"
          >
            {card.hint}
          </p>
        </div>
      ) : null}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-typed`} className="text-sm font-medium text-slate-800">
          {t("typeVerse")}
        </label>
        <textarea
          id={`${id}-typed`}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setEmpty(false);
          }}
          readOnly={answered}
          rows={4}
          maxLength={4000}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? `${id}-empty` : undefined}
          className={cn(inputClasses, "h-auto min-h-28 py-2 font-serif text-lg sm:text-lg read-only:bg-slate-50")}
        />
        {empty ? (
          <p id={`${id}-empty`} role="alert" className="text-sm text-red-600">
            {t("typeVerseFirst")}
          </p>
        ) : null}
      </div>
      {answered ? null : (
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? t("checking") : t("check")}
          </Button>
        </div>
      )}
    </form>
  );
}

/** A verse card's outcome: what differs word by word when wrong, and the verse as the KJV has it. */
function VerseOutcome({ verse, correct }: { verse: NonNullable<ReviewAnswerResult["verse"]>; correct: boolean }) {
  const t = useT();
  const { locale } = useLocale();
  const right = verse.diff.filter((word) => word.status === "right").length;
  const total = verse.diff.filter((word) => word.status !== "extra").length;
  return (
    <div className="flex flex-col gap-3">
      {correct ? null : (
        <>
          <p className="text-sm text-slate-600">{t("wordsRight", { right, total })}</p>
          <MemoryDiff diff={verse.diff} />
        </>
      )}
      <figure className="flex flex-col gap-2 rounded-lg bg-slate-50 p-4">
        <figcaption className="text-sm font-semibold text-indigo-700">{localReference(verse.reference, locale)}</figcaption>
        <blockquote lang="en" className="border-l-4 border-indigo-200 pl-3 font-serif text-base leading-7 text-slate-900 [overflow-wrap:anywhere]">
          {verse.text}
        </blockquote>
      </figure>
    </div>
  );
}
