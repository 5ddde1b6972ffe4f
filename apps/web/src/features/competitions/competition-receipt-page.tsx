import { ArrowLeft, CheckCircle2, ShieldAlert, ShieldCheck, XCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { drawEntrantQuestions, formatCents, formatDuration, type CompetitionReceipt } from "@berean/domain";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, EmptyState, ErrorState } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { competitionLeaderboardPath, paths } from "../../config/paths";
import { isApiError } from "../../lib/api";
import { FingerprintDetails } from "../../components/fingerprint-details";
import { cn } from "../../lib/cn";
import { formatDateTime } from "../../lib/format";
import { useCompetitionReceipt } from "./api/competitions";
import { useT } from "./messages";
import { PrizeStatus } from "./prize-status";

/** SHA-256 in this browser, of the canonical text the server sent: the check does not rest on the server's word. */
function useBrowserHash(text: string | undefined): string | null {
  const [hash, setHash] = useState<string | null>(null);
  useEffect(() => {
    if (!text || !window.crypto?.subtle) return;
    void window.crypto.subtle
      .digest("SHA-256", new TextEncoder().encode(text))
      .then((digest) => setHash([...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("")));
  }, [text]);
  return hash;
}

/** /competitions/{id}/receipt: what the entrant answered and when, the result, the prize arithmetic and the hash check. */
export function CompetitionReceiptPage() {
  const t = useT();
  const id = Number(useParams().competitionId);
  const receipt = useCompetitionReceipt(id);
  if (receipt.isPending) return <DelayedSpinner label={t("loadingReceipt")} />;
  if (receipt.isError) {
    const back = (
      <Button asChild variant="secondary">
        <Link to={paths.member.competitions}>{t("back")}</Link>
      </Button>
    );
    if (isApiError(receipt.error) && (receipt.error.status === 404 || receipt.error.status === 409)) {
      return <EmptyState title={t("noReceipt")} description={receipt.error.message} action={back} />;
    }
    return <ErrorState message={receipt.error.message} onRetry={() => void receipt.refetch()} retrying={receipt.isFetching} />;
  }
  return <Receipt receipt={receipt.data} />;
}

function Receipt({ receipt }: { receipt: CompetitionReceipt }) {
  const t = useT();
  const browserHash = useBrowserHash(receipt.hash.canonical);
  const verified = receipt.hash.matches && (browserHash === null || browserHash === receipt.hash.published);
  // The entrant's draw, drawn again here by the same rule (packages/domain) from the pool, the salt and the entry.
  const { draw } = receipt;
  const redrawn = draw ? drawEntrantQuestions(draw.poolIds, draw.questionsPerEntrant, draw.salt, draw.entryId) : null;
  const drawProven = draw !== null && draw.matches && redrawn!.length === draw.drawnIds.length && redrawn!.every((id, i) => id === draw.drawnIds[i]);
  const { result, prize } = receipt;
  return (
    <>
      <Link
        to={competitionLeaderboardPath(receipt.competition.id)}
        className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t("leaderboard")}
      </Link>
      <PageHeader
        title={t("receiptTitle", { title: receipt.competition.title })}
        description={t("receiptDescription", { name: receipt.member.name, date: formatDateTime(result.finishedAt) })}
      />

      <div className="mb-6 grid gap-4 sm:grid-cols-4">
        {[
          [t("score"), `${result.score}%`],
          [t("correct"), t("countOf", { count: result.correct, total: receipt.questions.length })],
          [t("time"), formatDuration(result.timeTaken)],
          [t("rank"), t("countOf", { count: result.rank, total: result.of })],
        ].map(([label, value]) => (
          <Card key={label} className="p-4">
            <p className="text-xs text-slate-500">{label}</p>
            <p className="text-xl font-bold text-slate-900">{value}</p>
          </Card>
        ))}
      </div>

      <Card className="mb-6 flex flex-col gap-2 p-5">
        <h2 className="font-semibold text-slate-900">{t("prize")}</h2>
        <p className="text-2xl font-bold text-emerald-700">{formatCents(prize.cents)}</p>
        <p className="text-sm text-slate-600">{prize.explanation}</p>
        {!prize.frozen ? <p className="text-xs text-slate-500">{t("provisional")}</p> : null}
        {prize.payout ? <PrizeStatus payout={prize.payout} /> : null}
      </Card>

      <Card className={cn("mb-6 flex flex-col gap-3 p-5", verified ? "ring-1 ring-emerald-200" : "ring-2 ring-red-300")}>
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          {verified ? <ShieldCheck className="size-5 text-emerald-600" aria-hidden /> : <ShieldAlert className="size-5 text-red-600" aria-hidden />}
          {verified ? t("unchangedTitle") : t("changedTitle")}
        </h2>
        <p className="text-sm text-slate-700">{verified ? t("unchangedText") : t("changedText")}</p>
        <FingerprintDetails>
          <dl className="grid gap-2 text-xs">
            <div>
              <dt className="text-slate-500">{t("hashPublished")}</dt>
              <dd className="font-mono break-all">{receipt.hash.published ?? "—"}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{t("hashServer")}</dt>
              <dd className="font-mono break-all">{receipt.hash.recomputed}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{t("hashBrowser")}</dt>
              <dd className="font-mono break-all">{browserHash ?? "…"}</dd>
            </div>
          </dl>
          <p className="text-xs text-slate-500">{t("how", { method: receipt.hash.method })}</p>
        </FingerprintDetails>
      </Card>

      {draw ? (
        <Card className={cn("mb-6 flex flex-col gap-3 p-5", drawProven ? "ring-1 ring-emerald-200" : "ring-2 ring-red-300")}>
          <h2 className="flex items-center gap-2 font-semibold text-slate-900">
            {drawProven ? <ShieldCheck className="size-5 text-emerald-600" aria-hidden /> : <ShieldAlert className="size-5 text-red-600" aria-hidden />}
            {drawProven ? t("drawFairTitle") : t("drawUnfairTitle")}
          </h2>
          <p className="text-sm text-slate-700">
            {t("drawText", { asked: draw.questionsPerEntrant, pool: draw.poolIds.length, entry: draw.entryId, same: drawProven ? "yes" : "no" })}
          </p>
          <FingerprintDetails>
            <dl className="grid gap-2 text-xs">
              <div>
                <dt className="text-slate-500">{t("salt")}</dt>
                <dd className="font-mono break-all">{draw.salt}</dd>
              </div>
              <div>
                <dt className="text-slate-500">{t("drawnIds")}</dt>
                <dd className="font-mono break-all">{draw.drawnIds.join(", ")}</dd>
              </div>
            </dl>
            <p className="text-xs text-slate-500">{t("how", { method: draw.method })}</p>
          </FingerprintDetails>
        </Card>
      ) : null}

      <Card className="p-5">
        <h2 className="mb-3 font-semibold text-slate-900">{t("yourAnswers")}</h2>
        <ol className="flex flex-col divide-y divide-slate-100">
          {receipt.questions.map((q) => (
            <li key={q.id} className="flex flex-col gap-2 py-4">
              <p className="flex items-start gap-2 font-medium text-slate-900">
                {q.correct ? (
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-label={t("correct")} />
                ) : (
                  <XCircle className="mt-0.5 size-5 shrink-0 text-red-600" aria-label={t("incorrect")} />
                )}
                <span>{`${q.position}. ${q.text}`}</span>
              </p>
              <ul className="grid gap-1 pl-7 text-sm sm:grid-cols-2">
                {q.options.map((option, i) => (
                  <li
                    key={i}
                    className={cn(
                      "rounded-md px-2 py-1",
                      i === q.correctIndex && "bg-emerald-50 font-semibold text-emerald-900",
                      i === q.chosenIndex && i !== q.correctIndex && "bg-red-50 text-red-900 line-through",
                    )}
                  >
                    {`${String.fromCharCode(65 + i)}. ${option}`}
                    {i === q.chosenIndex ? ` ${t("yourAnswerMark")}` : ""}
                    {i === q.correctIndex ? ` ${t("correctMark")}` : ""}
                  </li>
                ))}
              </ul>
              <p className="pl-7 text-xs text-slate-500">
                {q.answeredAt ? t("answeredAt", { time: t.intl.formatDate(q.answeredAt, { dateStyle: "medium", timeStyle: "medium" }) }) : t("notAnswered")}
              </p>
            </li>
          ))}
        </ol>
      </Card>
    </>
  );
}
