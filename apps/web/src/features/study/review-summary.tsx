import type { ReviewDeck } from "@berean/domain";
import { CircleCheck, GraduationCap, LayoutDashboard } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { cn } from "../../lib/cn";
import { useT } from "./messages";
import { whenDue } from "./review-when";

/** The answers of one visit to the deck: right ones, and wrong ones the server rated 'Again'. */
export interface ReviewTally {
  right: number;
  again: number;
}

/**
 * The end of a session, once no card is due now: how many reviews, right and again, what comes
 * back later and when, and the way back. It replaces the last card, so its heading takes the focus.
 */
export function ReviewSessionSummary({ tally, deck }: { tally: ReviewTally; deck: ReviewDeck }) {
  const t = useT();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const reviewed = tally.right + tally.again;

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-5 p-4 sm:p-6">
      <div className="flex items-start gap-3">
        <CircleCheck className="mt-0.5 size-6 shrink-0 text-emerald-600" aria-hidden />
        <div className="flex flex-col gap-1">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
            {t("sessionComplete")}
          </h2>
          <p className="text-sm text-slate-600">{t("sessionDone", { count: reviewed })}</p>
        </div>
      </div>
      <dl className="grid max-w-md grid-cols-3 gap-2 sm:gap-3">
        <Tile label={t("tileReviewed")} value={reviewed} className="bg-slate-50 ring-slate-200" />
        <Tile label={t("tileRight")} value={tally.right} className="bg-emerald-50 ring-emerald-200" />
        <Tile label={t("tileAgain")} value={tally.again} className="bg-amber-50 ring-amber-200" />
      </dl>
      <p className="text-sm text-slate-700">
        {deck.nextDueAt ? t("nextDue", { ...whenDue(deck.nextDueAt) }) : t("noCardDue")}
        {deck.laterToday > 0 ? ` ${t("comeBackLater", { count: deck.laterToday })}` : null}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button asChild>
          <Link to={paths.member.dashboard}>
            <LayoutDashboard aria-hidden />
            {t("backToDashboard")}
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={paths.member.practice}>
            <GraduationCap aria-hidden />
            {t("practice")}
          </Link>
        </Button>
      </div>
    </Card>
  );
}

function Tile({ label, value, className }: { label: string; value: number; className: string }) {
  return (
    <div className={cn("rounded-lg p-3 ring-1 ring-inset sm:p-4", className)}>
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl">{value}</dd>
    </div>
  );
}
