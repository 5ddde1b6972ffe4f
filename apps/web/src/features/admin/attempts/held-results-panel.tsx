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

/**
 * 'Held for review' (docs/security.md 39): quiz, event and competition results answered faster than a
 * person can read, oldest first, each with the reason and the admin's two choices. Shown above the
 * attempts table while any wait; nothing when none do.
 */
export function HeldResultsPanel() {
  const held = useHeldResults();
  const [deciding, setDeciding] = useState<Deciding | null>(null);

  if (held.isPending || (held.isSuccess && held.data.held.length === 0)) return null;
  return (
    <section aria-labelledby="held-for-review" className="mb-8">
      <h2 id="held-for-review" className="mb-1 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ShieldAlert className="size-5 text-amber-600" aria-hidden />
        Held for review
        {held.data ? <Badge tone="amber">{held.data.held.length}</Badge> : null}
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        These were answered faster than a person can read: they stay off the leaderboards, prizes and certificates until you clear them (the result stands) or
        void them (it never counts; the member sees your note).
      </p>
      <QueryState query={held} label="Loading the results held for review" errorMessage="Failed to load the results held for review.">
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
                      {item.kind === "competition" ? "Competition: " : ""}
                      {item.title} · score {item.score} ({scoreLabel(item.score)}) · {item.correct} of {item.questions} right ·{" "}
                      {formatDuration(item.secondsUsed)} · {formatDateTime(item.finishedAt)}
                    </p>
                    <p className="mt-1 text-sm text-amber-900">{item.reason}</p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setDeciding({ item, decision: "clear" })}
                      aria-label={`Clear result: ${item.userName}, ${item.title}`}
                    >
                      <CircleCheck aria-hidden />
                      Clear
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() => setDeciding({ item, decision: "void" })}
                      aria-label={`Void result: ${item.userName}, ${item.title}`}
                    >
                      <Ban aria-hidden />
                      Void
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
