import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, Inbox, Star, UserRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { CONTACT_REPLY_MAX, ContactReplySchema, type ContactInboxItem, type ContactReply, type ContactStatus } from "@berean/domain";
import { FormButtons, FormDialog, FormMessage } from "../../../components/form-dialog";
import { PageHeader } from "../../../components/page-header";
import { EmptyState, QueryState } from "../../../components/page-states";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { fieldAria, FormField } from "../../../components/ui/form-field";
import { inputClasses } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { formatDateTime } from "../../../lib/format";
import { showServerErrors } from "../../../lib/server-errors";
import { useInbox, useReplyToMessage } from "../api/inbox";
import { useT, type AdminKey } from "../messages";

const FILTERS: { label: AdminKey; status: ContactStatus | undefined }[] = [
  { label: "all", status: undefined },
  { label: "inboxOpen", status: "open" },
  { label: "inboxAnswered", status: "answered" },
];

/**
 * /admin/inbox (docs/architecture.md §4 'Contact and support'): messages from the contact page,
 * open first with Pro members' (priority) first, newest first. Opening one shows it whole; an open
 * one is answered by mail from here. Every text in it was typed by a sender: shown as text only.
 */
export function AdminInboxPage() {
  const t = useT();
  const [status, setStatus] = useState<ContactStatus | undefined>(undefined);
  const [openedId, setOpenedId] = useState<number | null>(null);
  const inbox = useInbox(status);
  const opened = inbox.data?.items.find((m) => m.id === openedId) ?? null;

  return (
    <>
      <PageHeader
        title={t("inboxTitle")}
        description={t("inboxDescription")}
        aside={inbox.data ? <Badge tone={inbox.data.openCount ? "amber" : "green"}>{t("openMessages", { count: inbox.data.openCount })}</Badge> : null}
      />
      <div role="group" aria-label={t("showMessages")} className="mb-4 flex flex-wrap gap-2">
        {FILTERS.map((filter) => (
          <Button
            key={filter.label}
            size="sm"
            variant={status === filter.status ? "primary" : "secondary"}
            aria-pressed={status === filter.status}
            onClick={() => setStatus(filter.status)}
          >
            {t(filter.label)}
          </Button>
        ))}
      </div>
      <QueryState
        query={inbox}
        label={t("inboxLoading")}
        errorMessage={t("inboxFailed")}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={<Inbox className="size-8" aria-hidden />}
            title={status === "answered" ? t("noAnsweredMessages") : status === "open" ? t("noOpenMessages") : t("noMessages")}
            description={status === "open" ? t("allAnswered") : t("inboxNone")}
          />
        }
      >
        {(data) => (
          <ul className="flex flex-col gap-3" aria-label={t("messages")}>
            {data.items.map((message) => (
              <li key={message.id}>
                <MessageRow message={message} onOpen={() => setOpenedId(message.id)} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <FormDialog
        open={opened !== null}
        onClose={() => setOpenedId(null)}
        title={opened?.subject ?? ""}
        description={opened ? <Sender message={opened} /> : ""}
        wide
      >
        {opened ? <MessageDetail key={opened.id} message={opened} onClose={() => setOpenedId(null)} /> : null}
      </FormDialog>
    </>
  );
}

function StatusBadges({ message }: { message: ContactInboxItem }) {
  const t = useT();
  return (
    <>
      {message.priority ? (
        <Badge tone="amber">
          <Star className="size-3" aria-hidden /> {t("priority")}
        </Badge>
      ) : null}
      <Badge tone={message.status === "open" ? "indigo" : "green"}>{message.status === "open" ? t("inboxOpen") : t("inboxAnswered")}</Badge>
    </>
  );
}

function Sender({ message }: { message: ContactInboxItem }) {
  const t = useT();
  return (
    <span className="[overflow-wrap:anywhere]">
      {t("sender", { name: message.name, email: message.email, member: message.member ? "yes" : "no", at: formatDateTime(message.createdAt) })}
    </span>
  );
}

function MessageRow({ message, onOpen }: { message: ContactInboxItem; onOpen: () => void }) {
  return (
    <Card className={cn("transition-colors hover:border-indigo-300", message.status === "open" && "border-l-4 border-l-indigo-500")}>
      <button
        type="button"
        onClick={onOpen}
        className="flex w-full flex-col gap-2 rounded-xl p-4 text-left focus-visible:outline-2 focus-visible:outline-indigo-600 sm:p-5"
      >
        <span className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 font-semibold text-slate-900 [overflow-wrap:anywhere]">{message.subject}</span>
          <StatusBadges message={message} />
        </span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
          <span className="flex min-w-0 items-center gap-1 [overflow-wrap:anywhere]">
            <UserRound className="size-3.5 shrink-0" aria-hidden />
            {message.name} · {message.email}
          </span>
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </span>
        <span className="line-clamp-2 text-sm text-slate-600 [overflow-wrap:anywhere]">{message.message}</span>
      </button>
    </Card>
  );
}

function MessageDetail({ message, onClose }: { message: ContactInboxItem; onClose: () => void }) {
  const t = useT();
  const reply = useReplyToMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ContactReply>({ resolver: zodResolver(ContactReplySchema), defaultValues: { reply: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await reply.mutateAsync({ id: message.id, reply: body.reply });
      toast.success(t("replySent"), { description: t("replySentText", { email: message.email }) });
      onClose();
    } catch (error) {
      setFormError(showServerErrors(form, error, ["reply"]));
    }
  });

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap gap-2">
        <StatusBadges message={message} />
      </div>
      <section
        aria-label={t("message")}
        className="max-h-72 overflow-y-auto whitespace-pre-wrap rounded-lg bg-slate-50 p-4 text-sm text-slate-800 ring-1 ring-slate-200 [overflow-wrap:anywhere]"
      >
        {message.message}
      </section>
      {message.status === "answered" ? (
        <section aria-label={t("reply")} className="flex flex-col gap-2">
          <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-700">
            <CheckCircle2 className="size-4" aria-hidden />
            {message.answeredAt
              ? t("answeredByAt", { name: message.answeredBy ?? t("formerAdmin"), at: formatDateTime(message.answeredAt) })
              : t("answeredBy", { name: message.answeredBy ?? t("formerAdmin") })}
          </p>
          <p className="whitespace-pre-wrap rounded-lg bg-emerald-50/60 p-4 text-sm text-slate-800 ring-1 ring-emerald-100 [overflow-wrap:anywhere]">
            {message.reply}
          </p>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t("close")}
            </Button>
          </div>
        </section>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormField id="inbox-reply" label={t("reply")} error={errors.reply?.message} hint={t("replyHint", { email: message.email })}>
            <textarea
              {...fieldAria("inbox-reply", errors.reply?.message, true)}
              {...form.register("reply")}
              rows={6}
              maxLength={CONTACT_REPLY_MAX}
              className={cn(inputClasses, "h-auto min-h-32 py-2")}
            />
          </FormField>
          <FormMessage message={formError} />
          <FormButtons onCancel={onClose} busy={isSubmitting} submitLabel={t("sendReply")} busyLabel={t("sending")} />
        </form>
      )}
    </div>
  );
}
