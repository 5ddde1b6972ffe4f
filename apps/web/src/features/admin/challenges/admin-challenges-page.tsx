import { BarChart3, BookOpen, Check, Flag, Pencil, X } from "lucide-react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import {
  ChallengeRejectSchema,
  localReference,
  type AdminQuestion,
  type ChallengeQueue,
  type ChallengeQueueItem,
  type ChallengeReject,
  type VerseText,
} from "@berean/domain";
import { PageHeader } from "../../../components/page-header";
import { DataTable, type ColumnDef } from "../../../components/data-table";
import { FormButtons, FormDialog, FormMessage } from "../../../components/form-dialog";
import { EmptyState, QueryState } from "../../../components/page-states";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FormField, fieldAria } from "../../../components/ui/form-field";
import { inputClasses } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { getAdminQuestion, useChallengeQueue, useRejectChallenges } from "../api/admin-content";
import { QuestionDetails } from "../questions/admin-questions-page";
import { QuestionForm } from "../questions/question-form";
import { showServerErrors } from "../../../lib/server-errors";
import { formatDate, formatDateTime } from "../../../lib/format";
import { useLocale } from "../../../i18n";
import { useT, type AdminT } from "../messages";

function Verse({ kind, verse }: { kind: "cited" | "proposed"; verse: VerseText | null }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <figure className="rounded-lg bg-amber-50/60 p-3 ring-1 ring-amber-100">
      <figcaption className="mb-1 flex items-center gap-1.5 text-xs font-semibold text-amber-900">
        <BookOpen className="size-3.5" aria-hidden />
        {verse ? t("verseRef", { kind, reference: localReference(verse.reference, locale) }) : t("verseNone", { kind })}
      </figcaption>
      {verse ? <blockquote className="font-serif text-sm text-slate-800">{verse.text ?? t("verseNotInKjv")}</blockquote> : null}
    </figure>
  );
}

type Resolved = ChallengeQueue["resolved"][number];
const resolvedColumns = (t: AdminT): ColumnDef<Resolved, unknown>[] => [
  {
    id: "status",
    header: t("colOutcome"),
    accessorKey: "status",
    cell: ({ row: { original: r } }) => (
      <Badge tone={r.status === "corrected" ? "green" : "neutral"}>
        {r.status === "corrected" ? <Check className="mr-1 inline size-3" aria-hidden /> : null}
        {r.status === "corrected" ? t("corrected") : t("rejected")}
      </Badge>
    ),
  },
  {
    id: "question",
    header: t("colQuestion"),
    accessorKey: "question",
    meta: { cellClassName: "min-w-64" },
    cell: ({ row: { original: r } }) => (
      <>
        <p className="font-medium text-slate-900">{r.question}</p>
        <p className="text-slate-600">{r.note}</p>
      </>
    ),
  },
  {
    id: "resolvedAt",
    header: t("colResolved"),
    accessorKey: "resolvedAt",
    cell: ({ row: { original: r } }) => formatDateTime(r.resolvedAt),
    meta: { cellClassName: "whitespace-nowrap text-xs text-slate-500" },
  },
];

/**
 * /admin/challenges (docs/architecture.md §4 'Answer challenges'): each challenged or flagged question with
 * its key, the KJV text of the cited and proposed verses and how often it is answered right;
 * reject with a note, or correct the question (a changed key regrades the results that answered it).
 */
export function AdminChallengesPage() {
  const t = useT();
  const columns = useMemo(() => resolvedColumns(t), [t]);
  const queue = useChallengeQueue();
  const [rejecting, setRejecting] = useState<ChallengeQueueItem | null>(null);
  const [correcting, setCorrecting] = useState<AdminQuestion | null>(null);
  const [opening, setOpening] = useState<number | null>(null);

  const correct = async (item: ChallengeQueueItem) => {
    setOpening(item.questionId);
    try {
      setCorrecting(await getAdminQuestion(item.questionId));
    } catch {
      toast.error(t("error"), { description: t("questionsFailed") });
    } finally {
      setOpening(null);
    }
  };

  return (
    <>
      <PageHeader title={t("challengesTitle")} description={t("challengesDescription")} />
      <QueryState query={queue} label={t("challengesLoading")} errorMessage={t("challengesFailed")}>
        {(data) => (
          <>
            {data.items.length === 0 ? (
              <EmptyState title={t("noChallenges")} description={t("challengesNone")} />
            ) : (
              <ul className="flex flex-col gap-5" aria-label={t("openChallenges")}>
                {data.items.map((item) => (
                  <li key={item.questionId}>
                    <Card className="flex flex-col gap-4 p-5">
                      <div className="flex flex-wrap items-center gap-2">
                        {item.members ? <Badge tone="amber">{t("membersChallenged", { count: item.members })}</Badge> : null}
                        {item.flaggedByAnalysis ? (
                          <Badge tone="red">
                            <Flag className="mr-1 inline size-3" aria-hidden />
                            {t("flaggedByAnalysis")}
                          </Badge>
                        ) : null}
                        <span className="flex items-center gap-1 text-xs text-slate-500">
                          <BarChart3 className="size-3.5" aria-hidden />
                          {item.analysis.answered
                            ? item.analysis.discrimination === null
                              ? t("rightOf", { percent: item.analysis.percentCorrect, answered: item.analysis.answered })
                              : t("rightOfDiscrimination", {
                                  percent: item.analysis.percentCorrect,
                                  answered: item.analysis.answered,
                                  discrimination: item.analysis.discrimination.toFixed(2),
                                })
                            : t("notAnswered")}
                        </span>
                      </div>
                      <div className="grid gap-4 lg:grid-cols-2">
                        <QuestionDetails q={{ ...item, analysis: undefined }} />
                        <div className="flex flex-col gap-3">
                          <Verse kind="cited" verse={item.cited} />
                          <ul className="flex flex-col gap-2" aria-label={t("reasons")}>
                            {item.challenges.map((c) => (
                              <li key={c.id} className="flex flex-col gap-2 rounded-lg p-3 ring-1 ring-slate-200">
                                <p className="text-sm">
                                  <span className="font-medium text-slate-900">{c.memberName ?? t("itemAnalysis")}</span>
                                  <span className="text-slate-500">{` · ${formatDate(c.createdAt)}`}</span>
                                </p>
                                <p className="text-sm text-slate-700">{c.reason}</p>
                                {c.proposed ? <Verse kind="proposed" verse={c.proposed} /> : null}
                              </li>
                            ))}
                          </ul>
                        </div>
                      </div>
                      <div className="flex flex-wrap justify-end gap-2">
                        <Button variant="secondary" onClick={() => setRejecting(item)}>
                          <X aria-hidden />
                          {t("reject")}
                        </Button>
                        <Button onClick={() => void correct(item)} disabled={opening === item.questionId}>
                          <Pencil aria-hidden />
                          {t("correctQuestion")}
                        </Button>
                      </div>
                    </Card>
                  </li>
                ))}
              </ul>
            )}
            {data.resolved.length ? (
              <section className="mt-8" aria-labelledby="resolved-heading">
                <h2 id="resolved-heading" className="mb-3 text-lg font-semibold text-slate-900">
                  {t("recentlyResolved")}
                </h2>
                <DataTable
                  data={data.resolved}
                  columns={columns}
                  rowId={(r) => `${r.questionId}-${r.resolvedAt}`}
                  minWidth="min-w-[40rem]"
                  initialSort={{ id: "resolvedAt", desc: true }}
                />
              </section>
            ) : null}
          </>
        )}
      </QueryState>
      <RejectDialog item={rejecting} onClose={() => setRejecting(null)} />
      <FormDialog wide open={correcting !== null} onClose={() => setCorrecting(null)} title={t("correctQuestion")} description={t("correctQuestionHint")}>
        {correcting ? <QuestionForm question={correcting} onDone={() => setCorrecting(null)} /> : null}
      </FormDialog>
    </>
  );
}

function RejectDialog({ item, onClose }: { item: ChallengeQueueItem | null; onClose: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog open={item !== null} onClose={onClose} busy={busy} title={t("rejectTitle")} description={t("rejectText")}>
      {item ? <RejectForm key={item.questionId} item={item} onDone={onClose} onBusy={setBusy} /> : null}
    </FormDialog>
  );
}

function RejectForm({ item, onDone, onBusy }: { item: ChallengeQueueItem; onDone: () => void; onBusy: (busy: boolean) => void }) {
  const t = useT();
  const reject = useRejectChallenges();
  const form = useForm<ChallengeReject>({ resolver: zodResolver(ChallengeRejectSchema), defaultValues: { note: "" } });
  const [message, setMessage] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ note }) => {
    setMessage(null);
    onBusy(true);
    try {
      await reject.mutateAsync({ questionId: item.questionId, note });
      toast.success(t("challengeRejected"), { description: t("challengeRejectedText") });
      onDone();
    } catch (error) {
      setMessage(showServerErrors(form, error, ["note"]));
    } finally {
      onBusy(false);
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
      <FormField id="reject-note" label={t("noteToMembers")} error={errors.note?.message}>
        <textarea
          {...fieldAria("reject-note", errors.note?.message)}
          {...form.register("note")}
          className={cn(inputClasses, "h-24 py-2")}
          maxLength={1000}
          autoFocus
        />
      </FormField>
      <FormMessage message={message} />
      <FormButtons onCancel={onDone} busy={isSubmitting} submitLabel={t("rejectChallenge")} busyLabel={t("rejecting")} />
    </form>
  );
}
