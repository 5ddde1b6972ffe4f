import type { AttemptStatus } from "@berean/domain";
import { scoreTone } from "@berean/domain";
import { Badge } from "../../components/ui/badge";
import { formatDateTime, formatTime } from "../../lib/format";
import { useT } from "./messages";

const toneOf = { green: "green", yellow: "amber", red: "red" } as const;

/** A score as a coloured badge: 80 and up green, 60 and up yellow, else red (docs/product.md part 1 §9); a left, voided or held quiz says so. */
export function ScoreBadge({
  score,
  status,
  underReview = false,
  scoresAt = null,
}: {
  score: number | null;
  status: AttemptStatus;
  underReview?: boolean;
  scoresAt?: string | null;
}) {
  const t = useT();
  if (status === "in_progress") return <Badge tone="sky">{t("statusInProgress")}</Badge>;
  // A running Saturday event's score is sealed until the close (docs/architecture.md §4 'Sealed and open').
  if (score === null) return <Badge tone="indigo">{scoresAt ? t("scoreAt", { time: formatTime(scoresAt) }) : t("scoreLater")}</Badge>;
  return (
    <span className="inline-flex items-center gap-1.5">
      <Badge tone={toneOf[scoreTone(score)]}>{score}</Badge>
      {status === "abandoned" ? <span className="text-xs text-slate-500">{t("statusLeft")}</span> : null}
      {status === "voided" ? <span className="text-xs text-red-700">{t("statusVoided")}</span> : null}
      {underReview ? <span className="text-xs text-amber-800">{t("underReview")}</span> : null}
    </span>
  );
}

/** When an attempt was made, in the app's one date style (lib/format.ts). */
export const formatAttemptDate = (iso: string): string => formatDateTime(iso);
