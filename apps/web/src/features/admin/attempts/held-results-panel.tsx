import { Ban, CircleCheck, ShieldAlert } from "lucide-react";
import { useState } from "react";
import { formatDuration, scoreLabel } from "@berean/domain";
import { QueryState } from "../../../components/page-states";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { useHeldResults } from "../api/attempts";
import { HoldDecisionDialog, type Deciding } from "./hold-decision-dialog";
import { formatDateTime } from "../../../lib/format";
import { useT } from "../messages";

/**
 * 'Held for review' (docs/security.md 39): quiz, event and competition results answered faster than a
 * person can read, oldest first, each with the reason and the admin's two choices. Shown above the
 * attempts table while any wait; nothing when none do.
 */
export function HeldResultsPanel() {
  const t = useT();
  const held = useHeldResults();
  const [deciding, setDeciding] = useState<Deciding | null>(null);

  if (held.isPending || (held.isSuccess && held.data.held.length === 0)) return null;
  return (
    <section aria-labelledby="held-for-review" className="mb-8">
      <h2 id="held-for-review" className="mb-1 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ShieldAlert className="size-5 text-amber-600" aria-hidden />
        {t("heldForReview")}
        {held.data ? <Badge tone="amber">{held.data.held.length}</Badge> : null}
      </h2>
      <p className="mb-3 text-sm text-slate-600">{t("heldIntro")}</p>
      <QueryState query={held} label={t("heldLoading")} errorMessage={t("heldFailed")}>
        {(data) => (
          <ul className="flex flex-col gap-3">
            {data.held.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {item.userName} <span className="text-sm font-normal text-slate-500">· {item.userEmail}</span>
                    </p>
                    <p className="text-sm text-slate-700">
                      {t("heldLine", {
                        kind: item.kind,
                        title: item.title,
                        score: item.score,
                        label: scoreLabel(item.score),
                        correct: item.correct,
                        questions: item.questions,
                        time: formatDuration(item.secondsUsed),
                        at: formatDateTime(item.finishedAt),
                      })}
                    </p>
                    <p className="mt-1 text-sm text-amber-900">{item.reason}</p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setDeciding({ item, decision: "clear" })}
                      aria-label={t("clearResultOf", { name: item.userName, title: item.title })}
                    >
                      <CircleCheck aria-hidden />
                      {t("clear")}
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() => setDeciding({ item, decision: "void" })}
                      aria-label={t("voidResultOf", { name: item.userName, title: item.title })}
                    >
                      <Ban aria-hidden />
                      {t("void")}
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <HoldDecisionDialog deciding={deciding} onClose={() => setDeciding(null)} />
    </section>
  );
}
