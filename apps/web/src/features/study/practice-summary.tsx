import { localReference, type PracticeSession } from "@berean/domain";
import { CircleCheck, CircleX, RotateCcw } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useLocale } from "../../i18n";
import { useT } from "./messages";

/** After 'End': how many right and wrong, book by book, and 'Practice again'. */
export function PracticeSummary({ session, onAgain }: { session: PracticeSession; onAgain: () => void }) {
  const t = useT();
  const { locale } = useLocale();
  const { tally } = session;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The summary replaces the question the focus was on.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Card className="flex flex-col gap-5 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
          {t("practiceSummary")}
        </h2>
        <p className="text-sm text-slate-600">{t("answeredCount", { count: tally.answered })}</p>
      </div>
      <dl className="grid max-w-md grid-cols-2 gap-3">
        <div className="rounded-lg bg-emerald-50 p-4 ring-1 ring-emerald-200 ring-inset">
          <dt className="flex items-center gap-1.5 text-sm font-medium text-emerald-800">
            <CircleCheck className="size-4" aria-hidden />
            {t("right")}
          </dt>
          <dd className="mt-1 text-3xl font-bold text-slate-900 tabular-nums">{tally.right}</dd>
        </div>
        <div className="rounded-lg bg-red-50 p-4 ring-1 ring-red-200 ring-inset">
          <dt className="flex items-center gap-1.5 text-sm font-medium text-red-800">
            <CircleX className="size-4" aria-hidden />
            {t("wrong")}
          </dt>
          <dd className="mt-1 text-3xl font-bold text-slate-900 tabular-nums">{tally.wrong}</dd>
        </div>
      </dl>
      {tally.byBook.length > 0 ? (
        <table className="w-full max-w-md text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-slate-900">{t("byBook")}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("book")}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t("right")}
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-medium">
                {t("wrong")}
              </th>
            </tr>
          </thead>
          <tbody>
            {tally.byBook.map((row) => (
              <tr key={row.slug} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                  {localReference(row.book, locale)}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{row.right}</td>
                <td className="py-2 pl-3 text-right tabular-nums">{row.wrong}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div>
        <Button onClick={onAgain}>
          <RotateCcw aria-hidden />
          {t("practiceAgain")}
        </Button>
      </div>
    </Card>
  );
}
