import type { PlayerGame } from "@berean/domain";
import { CircleCheck, CircleMinus, CircleX } from "lucide-react";
import type { RefObject } from "react";
import { cn } from "../../lib/cn";
import { OPTION_STYLES, OptionMark } from "./answer-options";
import { useT } from "./messages";

type Outcome = NonNullable<PlayerGame["outcome"]>;

const verdicts = {
  correct: { text: "correct", icon: CircleCheck, panel: "bg-emerald-700 text-white" },
  wrong: { text: "wrong", icon: CircleX, panel: "bg-red-600 text-white" },
  none: { text: "noAnswer", icon: CircleMinus, panel: "bg-slate-700 text-white" },
} as const;

/**
 * A closed question on the phone: right, wrong or no answer, the points it earned, the player's
 * place and total, then the options with the key marked. Everything here comes from the seat's
 * view, which carries the key only once the question has closed.
 */
export function RevealView({ game, outcome, headingRef }: { game: PlayerGame; outcome: Outcome; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const t = useT();
  const verdict = verdicts[outcome.correct ? "correct" : outcome.answered ? "wrong" : "none"];
  const Icon = verdict.icon;
  const question = game.question;
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="play-verdict" className={cn("flex flex-col items-center gap-2 rounded-2xl px-4 py-6 text-center shadow-sm", verdict.panel)}>
        <Icon className="size-12" aria-hidden />
        <h1 id="play-verdict" ref={headingRef} tabIndex={-1} className="text-3xl font-bold outline-none">
          {t(verdict.text)}
        </h1>
        <p className="text-xl font-semibold">{t("pointsEarned", { points: outcome.points })}</p>
      </section>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl border border-slate-200 bg-white p-3 text-center shadow-sm">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("place")}</dt>
          <dd className="mt-1 text-xl font-bold text-slate-900">{t("placeOf", { rank: game.rank, total: game.of })}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-3 text-center shadow-sm">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("score")}</dt>
          <dd className="mt-1 text-xl font-bold tabular-nums text-slate-900">{game.score}</dd>
        </div>
      </dl>
      {question ? (
        <section aria-labelledby="play-closed-question" className="flex flex-col gap-3">
          <h2 id="play-closed-question" className="text-base font-semibold text-slate-900">
            <span className="block text-sm font-medium text-slate-500">{t("questionOf", { position: question.position, total: game.questionCount })}</span>
            {question.text}
          </h2>
          <ul className="flex flex-col gap-2">
            {question.options.map((option, index) => {
              const key = index === outcome.correctIndex;
              const mine = index === question.chosenIndex;
              return (
                <li
                  key={index}
                  className={cn(
                    "flex items-start gap-3 rounded-xl border-2 px-3 py-2.5 text-base",
                    key ? "border-emerald-600 bg-emerald-50 text-slate-900" : "border-slate-200 bg-white text-slate-600",
                  )}
                >
                  <span className={cn("flex rounded-lg p-1.5", OPTION_STYLES[index]!.face, !key && "opacity-60")}>
                    <OptionMark index={index} className="[&_svg]:size-4" />
                  </span>
                  {/* The option across the card's width, its badges on a line of their own below: on a phone the text never squeezes into a column. */}
                  <span className="flex min-w-0 flex-1 flex-col gap-1 self-center">
                    <span className={cn("break-words", key && "font-semibold")}>{option}</span>
                    {key || mine ? (
                      <span className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm font-semibold">
                        {key ? (
                          <span className="inline-flex items-center gap-1 text-emerald-800">
                            <CircleCheck className="size-4" aria-hidden />
                            {t("correctAnswer")}
                          </span>
                        ) : null}
                        {mine ? (
                          <span className={cn("inline-flex items-center gap-1", key ? "text-emerald-800" : "text-red-700")}>
                            {key ? null : <CircleX className="size-4" aria-hidden />}
                            {t("yourAnswer")}
                          </span>
                        ) : null}
                      </span>
                    ) : null}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <p className="text-center text-sm text-slate-600">{game.position < game.questionCount ? t("waitingNext") : t("waitingFinal")}</p>
    </div>
  );
}
