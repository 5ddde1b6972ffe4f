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
  const id = Number(useParams().competitionId);
  const receipt = useCompetitionReceipt(id);
  if (receipt.isPending) return <DelayedSpinner label="Loading your receipt" />;
  if (receipt.isError) {
    const back = (
      <Button asChild variant="secondary">
        <Link to={paths.member.competitions}>Back</Link>
      </Button>
    );
    if (isApiError(receipt.error) && (receipt.error.status === 404 || receipt.error.status === 409)) {
      return <EmptyState title="No receipt" description={receipt.error.message} action={back} />;
    }
    return <ErrorState message={receipt.error.message} onRetry={() => void receipt.refetch()} retrying={receipt.isFetching} />;
  }
  return <Receipt receipt={receipt.data} />;
}

function Receipt({ receipt }: { receipt: CompetitionReceipt }) {
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
        Leaderboard
      </Link>
      <PageHeader title={`Receipt: ${receipt.competition.title}`} description={`${receipt.member.name} · finished ${formatDateTime(result.finishedAt)}`} />

      <div className="mb-6 grid gap-4 sm:grid-cols-4">
        {[
          ["Score", `${result.score}%`],
          ["Correct", `${result.correct} of ${receipt.questions.length}`],
          ["Time", formatDuration(result.timeTaken)],
          ["Rank", `${result.rank} of ${result.of}`],
        ].map(([label, value]) => (
          <Card key={label} className="p-4">
            <p className="text-xs text-slate-500">{label}</p>
            <p className="text-xl font-bold text-slate-900">{value}</p>
          </Card>
        ))}
      </div>

      <Card className="mb-6 flex flex-col gap-2 p-5">
        <h2 className="font-semibold text-slate-900">Prize</h2>
        <p className="text-2xl font-bold text-emerald-700">{formatCents(prize.cents)}</p>
        <p className="text-sm text-slate-600">{prize.explanation}</p>
        {!prize.frozen ? <p className="text-xs text-slate-500">Provisional until the competition is completed.</p> : null}
        {prize.payout ? <PrizeStatus payout={prize.payout} /> : null}
      </Card>

      <Card className={cn("mb-6 flex flex-col gap-3 p-5", verified ? "ring-1 ring-emerald-200" : "ring-2 ring-red-300")}>
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          {verified ? <ShieldCheck className="size-5 text-emerald-600" aria-hidden /> : <ShieldAlert className="size-5 text-red-600" aria-hidden />}
          {verified ? "The questions did not change" : "The questions changed after they were published"}
        </h2>
        <p className="text-sm text-slate-700">
          {verified
            ? "The question-set fingerprint published when the competition opened matches the questions below: the server and your browser each worked it out again."
            : "The question-set fingerprint published when the competition opened does not match the questions below."}
        </p>
        <FingerprintDetails>
          <dl className="grid gap-2 text-xs">
            <div>
              <dt className="text-slate-500">Published when the competition opened (SHA-256)</dt>
              <dd className="font-mono break-all">{receipt.hash.published ?? "—"}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Recomputed by the server from the questions below</dt>
              <dd className="font-mono break-all">{receipt.hash.recomputed}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Recomputed in your browser</dt>
              <dd className="font-mono break-all">{browserHash ?? "…"}</dd>
            </div>
          </dl>
          <p className="text-xs text-slate-500">{`How: ${receipt.hash.method}.`}</p>
        </FingerprintDetails>
      </Card>

      {draw ? (
        <Card className={cn("mb-6 flex flex-col gap-3 p-5", drawProven ? "ring-1 ring-emerald-200" : "ring-2 ring-red-300")}>
          <h2 className="flex items-center gap-2 font-semibold text-slate-900">
            {drawProven ? <ShieldCheck className="size-5 text-emerald-600" aria-hidden /> : <ShieldAlert className="size-5 text-red-600" aria-hidden />}
            {drawProven ? "Your questions were drawn fairly" : "Your questions are not the draw they should be"}
          </h2>
          <p className="text-sm text-slate-700">
            {`You were asked ${draw.questionsPerEntrant} of the ${draw.poolIds.length} questions of the pool, drawn for your entry (number ${draw.entryId}) from a salt that was kept secret until the competition ended. Your browser drew them again: ${drawProven ? "the same questions, in the same order." : "they differ."}`}
          </p>
          <FingerprintDetails>
            <dl className="grid gap-2 text-xs">
              <div>
                <dt className="text-slate-500">Salt</dt>
                <dd className="font-mono break-all">{draw.salt}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Your questions (by id, in the order asked)</dt>
                <dd className="font-mono break-all">{draw.drawnIds.join(", ")}</dd>
              </div>
            </dl>
            <p className="text-xs text-slate-500">{`How: ${draw.method}.`}</p>
          </FingerprintDetails>
        </Card>
      ) : null}

      <Card className="p-5">
        <h2 className="mb-3 font-semibold text-slate-900">Your answers</h2>
        <ol className="flex flex-col divide-y divide-slate-100">
          {receipt.questions.map((q) => (
            <li key={q.id} className="flex flex-col gap-2 py-4">
              <p className="flex items-start gap-2 font-medium text-slate-900">
                {q.correct ? (
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-label="Correct" />
                ) : (
                  <XCircle className="mt-0.5 size-5 shrink-0 text-red-600" aria-label="Incorrect" />
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
                    {i === q.chosenIndex ? " (your answer)" : ""}
                    {i === q.correctIndex ? " (correct)" : ""}
                  </li>
                ))}
              </ul>
              <p className="pl-7 text-xs text-slate-500">
                {q.answeredAt
                  ? `Answered at ${new Date(q.answeredAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "medium" })} (server time)`
                  : "Not answered"}
              </p>
            </li>
          ))}
        </ol>
      </Card>
    </>
  );
}
