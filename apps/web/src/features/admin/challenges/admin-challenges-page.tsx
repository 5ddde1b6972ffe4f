import { BarChart3, BookOpen, Check, Flag, Pencil, X } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { AdminQuestion, ChallengeQueueItem, VerseText } from "@berean/domain";
import { PageHeader } from "../../../components/page-header";
import { DelayedSpinner, EmptyState, ErrorState } from "../../../components/page-states";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { FormField, fieldAria } from "../../../components/ui/form-field";
import { inputClasses } from "../../../components/ui/input";
import { apiPaths } from "../../../config/paths";
import { api, GENERIC_ERROR_MESSAGE, isApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { useChallengeQueue, useRejectChallenges } from "../../../queries/admin-content";
import { QuestionDetails } from "../questions/admin-questions-page";
import { QuestionForm } from "../questions/question-form";

function Verse({ label, verse }: { label: string; verse: VerseText | null }) {
  return (
    <figure className="rounded-lg bg-amber-50/60 p-3 ring-1 ring-amber-100">
      <figcaption className="mb-1 flex items-center gap-1.5 text-xs font-semibold text-amber-900">
        <BookOpen className="size-3.5" aria-hidden />
        {verse ? `${label}: ${verse.reference}` : `${label}: none given`}
      </figcaption>
      {verse ? <blockquote className="font-serif text-sm text-slate-800">{verse.text ?? "This reference is not in the King James text."}</blockquote> : null}
    </figure>
  );
}

/**
 * /admin/challenges (DESIGN.md §4 'Answer challenges'): each challenged or flagged question with
 * its key, the KJV text of the cited and proposed verses and how often it is answered right;
 * reject with a note, or correct the question (a changed key regrades the results that answered it).
 */
export function AdminChallengesPage() {
  const queue = useChallengeQueue();
  const [rejecting, setRejecting] = useState<ChallengeQueueItem | null>(null);
  const [correcting, setCorrecting] = useState<AdminQuestion | null>(null);
  const [opening, setOpening] = useState<number | null>(null);

  const correct = async (item: ChallengeQueueItem) => {
    setOpening(item.questionId);
    try {
      setCorrecting(await api.get<AdminQuestion>(apiPaths.adminQuestion(item.questionId)));
    } catch {
      toast.error("Error", { description: "Failed to load questions." });
    } finally {
      setOpening(null);
    }
  };

  return (
    <>
      <PageHeader title="Answer Challenges" description="Questions members doubt, and questions whose statistics look wrong." />
      {queue.isPending ? (
        <DelayedSpinner label="Loading challenges" />
      ) : queue.isError ? (
        <ErrorState message="Failed to load challenges." onRetry={() => void queue.refetch()} retrying={queue.isFetching} />
      ) : (
        <>
          {queue.data.items.length === 0 ? (
            <EmptyState title="No open challenges" description="When a member challenges an answer, or item analysis flags a question, it appears here." />
          ) : (
            <ul className="flex flex-col gap-5" aria-label="Open challenges">
              {queue.data.items.map((item) => (
                <li key={item.questionId}>
                  <Card className="flex flex-col gap-4 p-5">
                    <div className="flex flex-wrap items-center gap-2">
                      {item.members ? <Badge tone="amber">{`${item.members} member${item.members === 1 ? "" : "s"} challenged`}</Badge> : null}
                      {item.flaggedByAnalysis ? (
                        <Badge tone="red">
                          <Flag className="mr-1 inline size-3" aria-hidden />
                          Flagged by item analysis
                        </Badge>
                      ) : null}
                      <span className="flex items-center gap-1 text-xs text-slate-500">
                        <BarChart3 className="size-3.5" aria-hidden />
                        {item.analysis.answered
                          ? `${item.analysis.percentCorrect}% right of ${item.analysis.answered}${item.analysis.discrimination === null ? "" : ` · discrimination ${item.analysis.discrimination.toFixed(2)}`}`
                          : "Not answered yet"}
                      </span>
                    </div>
                    <div className="grid gap-4 lg:grid-cols-2">
                      <QuestionDetails q={{ ...item, analysis: undefined }} />
                      <div className="flex flex-col gap-3">
                        <Verse label="Cited" verse={item.cited} />
                        <ul className="flex flex-col gap-2" aria-label="Reasons">
                          {item.challenges.map((c) => (
                            <li key={c.id} className="flex flex-col gap-2 rounded-lg p-3 ring-1 ring-slate-200">
                              <p className="text-sm">
                                <span className="font-medium text-slate-900">{c.memberName ?? "Item analysis"}</span>
                                <span className="text-slate-500">{` · ${new Date(c.createdAt).toLocaleDateString(undefined, { dateStyle: "medium" })}`}</span>
                              </p>
                              <p className="text-sm text-slate-700">{c.reason}</p>
                              {c.proposed ? <Verse label="Proposed" verse={c.proposed} /> : null}
                            </li>
                          ))}
                        </ul>
                      </div>
                    </div>
                    <div className="flex flex-wrap justify-end gap-2">
                      <Button variant="secondary" onClick={() => setRejecting(item)}>
                        <X aria-hidden />
                        Reject
                      </Button>
                      <Button onClick={() => void correct(item)} disabled={opening === item.questionId}>
                        <Pencil aria-hidden />
                        Correct the question
                      </Button>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )}
          {queue.data.resolved.length ? (
            <section className="mt-8" aria-labelledby="resolved-heading">
              <h2 id="resolved-heading" className="mb-3 text-lg font-semibold text-slate-900">
                Recently resolved
              </h2>
              <Card className="divide-y divide-slate-100">
                {queue.data.resolved.map((r) => (
                  <div key={`${r.questionId}-${r.resolvedAt}`} className="flex flex-wrap items-start gap-3 p-4 text-sm">
                    <Badge tone={r.status === "corrected" ? "green" : "neutral"}>
                      {r.status === "corrected" ? <Check className="mr-1 inline size-3" aria-hidden /> : null}
                      {r.status === "corrected" ? "Corrected" : "Rejected"}
                    </Badge>
                    <div className="min-w-0 flex-1">
                      <p className="font-medium text-slate-900">{r.question}</p>
                      <p className="text-slate-600">{r.note}</p>
                    </div>
                    <span className="text-xs text-slate-500">{new Date(r.resolvedAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}</span>
                  </div>
                ))}
              </Card>
            </section>
          ) : null}
        </>
      )}
      <RejectDialog item={rejecting} onClose={() => setRejecting(null)} />
      <Dialog open={correcting !== null} onOpenChange={(open) => (open ? undefined : setCorrecting(null))}>
        <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Correct the question</DialogTitle>
            <DialogDescription>Saving resolves its challenges. A new key regrades every result that answered it, with the leaderboards.</DialogDescription>
          </DialogHeader>
          {correcting ? <QuestionForm question={correcting} onDone={() => setCorrecting(null)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function RejectDialog({ item, onClose }: { item: ChallengeQueueItem | null; onClose: () => void }) {
  const reject = useRejectChallenges();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string>();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!item) return;
    try {
      await reject.mutateAsync({ questionId: item.questionId, note });
      toast.success("Challenge rejected", { description: "The members who raised it see your note on their result." });
      setNote("");
      setError(undefined);
      onClose();
    } catch (e) {
      setError(isApiError(e) && e.status < 500 ? (e.fields.note ?? e.message) : GENERIC_ERROR_MESSAGE);
    }
  };
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Reject the challenge</DialogTitle>
          <DialogDescription>The key stays as it is. Your note is shown to every member who challenged this question.</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
          <FormField id="reject-note" label="Note to members" error={error}>
            <textarea {...fieldAria("reject-note", error)} className={cn(inputClasses, "h-24 py-2")} value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} autoFocus />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={reject.isPending}>
              {reject.isPending ? "Rejecting..." : "Reject Challenge"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
