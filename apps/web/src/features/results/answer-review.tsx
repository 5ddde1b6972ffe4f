import type { ReviewItem } from "@berean/domain";
import { Check, Flag, X } from "lucide-react";
import { CitedPassages } from "../../components/cited-passages";
import { Button } from "../../components/ui/button";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";

const LETTERS = ["A", "B", "C", "D"];

const CHALLENGE_STATES = {
  open: { tone: "amber", label: "Challenge sent: an admin is checking it" },
  rejected: { tone: "neutral", label: "Challenge reviewed: the answer stands" },
  corrected: { tone: "green", label: "Challenge upheld: the question was corrected" },
} as const;

/**
 * Every question with the member's choice, the correct option, the explanation and each passage it
 * cites with its KJV text;
 * with `onChallenge`, a 'Challenge this answer' button, or where the member's challenge stands.
 */
export function AnswerReview({ items, onChallenge }: { items: ReviewItem[]; onChallenge?: (item: ReviewItem) => void }) {
  return (
    <section aria-labelledby="answer-review">
      <h2 id="answer-review" className="mb-3 text-lg font-semibold text-slate-900">
        Answer Review
      </h2>
      <ol className="flex flex-col gap-4">
        {items.map((item) => (
          <li key={item.position}>
            <Card className="p-4 sm:p-5">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="font-medium text-slate-900">
                  <span className="mr-1 text-slate-500">{item.position}.</span>
                  {item.text}
                </p>
                {item.chosenIndex === null ? (
                  <Badge tone="neutral">Not answered</Badge>
                ) : item.isCorrect === null ? (
                  <Badge tone="neutral">Answered</Badge>
                ) : item.isCorrect ? (
                  <Badge tone="green">Correct</Badge>
                ) : (
                  <Badge tone="red">Wrong</Badge>
                )}
              </div>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {item.options.map((option, index) => {
                  const correct = index === item.correctIndex;
                  const chosenWrong = index === item.chosenIndex && !correct;
                  return (
                    <li
                      key={index}
                      className={cn(
                        "flex items-center gap-2 rounded-lg border px-3 py-2 text-sm",
                        correct && "border-emerald-300 bg-emerald-50 text-emerald-900",
                        chosenWrong && "border-red-300 bg-red-50 text-red-900",
                        !correct && !chosenWrong && "border-slate-200 text-slate-600",
                      )}
                    >
                      <span className="font-semibold">{LETTERS[index]}.</span>
                      <span className="flex-1">{option}</span>
                      {correct ? <Check className="size-4 text-emerald-600" aria-label="Correct answer" /> : null}
                      {chosenWrong ? <X className="size-4 text-red-600" aria-label="Your answer" /> : null}
                      {index === item.chosenIndex && correct ? <span className="sr-only">Your answer</span> : null}
                    </li>
                  );
                })}
              </ul>
              {item.correctIndex === null ? (
                <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" role="note">
                  The answer is held back: this question is also in another quiz you can still take. It shows here once you have taken that one.
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
                    {CHALLENGE_STATES[item.challenge.status].label}
                  </Badge>
                  {item.challenge.note ? <p className="text-slate-600">{`Admin's note: ${item.challenge.note}`}</p> : null}
                </div>
              ) : onChallenge && item.correctIndex !== null ? (
                <div className="mt-3 flex justify-end">
                  <Button size="sm" variant="ghost" onClick={() => onChallenge(item)} aria-label={`Challenge this answer: question ${item.position}`}>
                    <Flag aria-hidden />
                    Challenge this answer
                  </Button>
                </div>
              ) : null}
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
