import { ArrowLeft, FileCheck2, ShieldCheck, Trophy } from "lucide-react";
import { Link, useParams } from "react-router";
import { formatCents, formatDuration } from "@berean/domain";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, EmptyState, ErrorState } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { FingerprintDetails } from "../../components/fingerprint-details";
import { Card } from "../../components/ui/card";
import { competitionReceiptPath, paths } from "../../config/paths";
import { isApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { formatDay } from "../../lib/format";
import { useCompetitionBoard } from "./api/competitions";
import { useT } from "./messages";
import { PlaceMark, PrizeStatus } from "./prize-status";
const STATUS_TONES = { upcoming: "sky", active: "green", completed: "neutral", cancelled: "red" } as const;
const STATUS_LABELS = { upcoming: "statusUpcoming", active: "statusActive", completed: "statusCompleted", cancelled: "statusCancelled" } as const;

/** /competition-leaderboard/{id}: prize pool, dates, status, prizes, the rankings with the viewer's row, and the stats. */
export function CompetitionLeaderboardPage() {
  const t = useT();
  const id = Number(useParams().competitionId);
  const board = useCompetitionBoard(id);
  if (board.isPending) return <DelayedSpinner label={t("loadingBoard")} />;
  if (board.isError) {
    if (isApiError(board.error) && board.error.status === 404) {
      return (
        <EmptyState
          title={t("notFoundTitle")}
          description={t("notFoundText")}
          action={
            <Button asChild variant="secondary">
              <Link to={paths.member.competitions}>{t("back")}</Link>
            </Button>
          }
        />
      );
    }
    return <ErrorState message={board.error.message} onRetry={() => void board.refetch()} retrying={board.isFetching} />;
  }
  const { competition: c, prizes, rankings, stats, receiptAvailable, final } = board.data;
  const completed = c.status === "completed";
  const mine = rankings.find((r) => r.isViewer)?.payout ?? null;
  return (
    <>
      <Link to={paths.member.competitions} className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-slate-600 hover:text-slate-900">
        <ArrowLeft className="size-4" aria-hidden />
        {t("competitions")}
      </Link>
      <PageHeader
        title={c.title}
        aside={<Badge tone={STATUS_TONES[c.status]}>{t(STATUS_LABELS[c.status])}</Badge>}
        description={t("boardDescription", {
          dates: c.startDate === c.endDate ? formatDay(c.startDate) : t("dateRange", { start: formatDay(c.startDate), end: formatDay(c.endDate) }),
          pool: formatCents(c.prizePoolCents),
        })}
        actions={
          receiptAvailable ? (
            <Button asChild variant="secondary">
              <Link to={competitionReceiptPath(c.id)}>
                <FileCheck2 aria-hidden />
                {t("yourReceipt")}
              </Link>
            </Button>
          ) : undefined
        }
      />
      {mine ? <PrizeStatus payout={mine} className="mb-6" /> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card className="min-w-0 p-5">
          <h2 className="mb-3 font-semibold text-slate-900">{t("rankings")}</h2>
          {!final ? (
            <p className="text-sm text-slate-600">{t("notFinal", { count: stats.participants })}</p>
          ) : rankings.length === 0 ? (
            <p className="text-sm text-slate-500">{t("noResults")}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  <tr>
                    <th scope="col" className="py-2 pr-3">
                      {t("rank")}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t("name")}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right">
                      {t("score")}
                    </th>
                    <th scope="col" className="hidden py-2 pr-3 text-right sm:table-cell">
                      {t("time")}
                    </th>
                    <th scope="col" className="py-2 text-right">
                      {completed ? t("prize") : t("prizeIfEndedNow")}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {rankings.map((r, i) => (
                    <tr key={`${r.rank}-${i}`} aria-current={r.isViewer ? "true" : undefined} className={cn(r.isViewer && "bg-indigo-50 font-semibold")}>
                      <td className="py-2.5 pr-3">
                        <PlaceMark rank={r.rank} />
                      </td>
                      <td className="py-2.5 pr-3">
                        {r.name}
                        {r.isViewer ? <span className="ml-2 text-xs text-indigo-700">{t("you")}</span> : null}
                        <span className="block text-xs font-normal text-slate-500 tabular-nums sm:hidden">{formatDuration(r.timeTaken)}</span>
                      </td>
                      <td className="py-2.5 pr-3 text-right tabular-nums">{`${r.score}%`}</td>
                      <td className="hidden py-2.5 pr-3 text-right tabular-nums sm:table-cell">{formatDuration(r.timeTaken)}</td>
                      <td className="py-2.5 text-right tabular-nums">{r.prizeCents > 0 ? formatCents(r.prizeCents) : "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
        <div className="flex flex-col gap-6">
          <Card className="p-5">
            <h2 className="mb-1 flex items-center gap-2 font-semibold text-slate-900">
              <Trophy className="size-5 text-amber-500" aria-hidden />
              {t("prizeDistribution")}
            </h2>
            <p className="mb-3 text-xs text-slate-600">{t("prizeRule", { pool: formatCents(c.prizePoolCents) })}</p>
            <ul className="flex flex-col gap-2 text-sm">
              {prizes.map((p) => (
                <li key={p.place} className="flex items-center justify-between gap-2">
                  <span className="flex items-center gap-2">
                    <PlaceMark rank={p.place} />
                    {t("percentOfPool", { percent: p.percent })}
                  </span>
                  <span className="font-semibold tabular-nums">{formatCents(p.cents)}</span>
                </li>
              ))}
            </ul>
          </Card>
          <Card className="p-5">
            <h2 className="mb-3 font-semibold text-slate-900">{t("stats")}</h2>
            <dl className="grid grid-cols-3 gap-2 text-center text-sm">
              <div>
                <dt className="text-xs text-slate-500">{t("participants")}</dt>
                <dd className="text-lg font-bold">{stats.participants}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">{t("averageScore")}</dt>
                <dd className="text-lg font-bold">{stats.averageScore === null ? "—" : `${stats.averageScore}%`}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">{t("averageTime")}</dt>
                <dd className="text-lg font-bold">{stats.averageTime === null ? "—" : formatDuration(stats.averageTime)}</dd>
              </div>
            </dl>
          </Card>
          {c.questionSetHash ? (
            <Card className="p-5">
              <h2 className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
                <ShieldCheck className="size-5 text-emerald-600" aria-hidden />
                {t("fingerprintTitle")}
              </h2>
              <p className="mb-2 text-sm text-slate-600">{t("fingerprintText")}</p>
              <FingerprintDetails>
                <p className="text-slate-500">SHA-256</p>
                <code className="block font-mono break-all text-slate-700">{c.questionSetHash}</code>
              </FingerprintDetails>
            </Card>
          ) : null}
        </div>
      </div>
    </>
  );
}
