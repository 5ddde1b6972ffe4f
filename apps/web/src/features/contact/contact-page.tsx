import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, Mail, Star } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGES, CONTACT_SUBJECT_MAX, ContactMessageCreateSchema, VisitorContactFormSchema, type Me } from "@berean/domain";
import { DelayedSpinner, ErrorState } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { fieldAria, FormField } from "../../components/ui/form-field";
import { Input, inputClasses } from "../../components/ui/input";
import { paths } from "../../config/paths";
import { useServerText } from "../../i18n";
import { isApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { useMe } from "../../lib/session";
import { useSendContactMessage } from "./api/contact";
import { useT } from "./messages";

/** A member writes subject and message only: name and email are the account's (docs/architecture.md §4 'Contact and support'). */
const MemberContactFormSchema = z.object({ subject: ContactMessageCreateSchema.shape.subject, message: ContactMessageCreateSchema.shape.message });
type ContactForm = z.infer<typeof VisitorContactFormSchema>;
const FIELDS = ["name", "email", "subject", "message"] as const;

/** /contact: open to visitors and members alike; a reply comes by email. */
export function ContactPage() {
  const t = useT();
  const me = useMe();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <>
      <title>{t("pageTitle")}</title>
      <div className="border-b border-slate-200 bg-gradient-to-b from-indigo-50 to-white">
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-3 px-4 py-10 sm:px-6 md:py-14">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("heading")}</h1>
          <p className="max-w-2xl text-lg text-slate-600">{t("intro")}</p>
        </div>
      </div>
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        {me.isPending ? (
          <DelayedSpinner label={t("loading")} />
        ) : me.isError ? (
          <ErrorState message={t("loadFailed")} onRetry={() => void me.refetch()} retrying={me.isFetching} />
        ) : sentTo ? (
          <Sent email={sentTo} onAnother={() => setSentTo(null)} />
        ) : (
          <ContactFormCard member={me.data} onSent={setSentTo} />
        )}
      </div>
    </>
  );
}

function Sent({ email, onAnother }: { email: string; onAnother: () => void }) {
  const t = useT();
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 p-8 text-center" role="status">
        <CheckCircle2 className="size-10 text-emerald-600" aria-hidden />
        <h2 className="text-xl font-semibold text-slate-900 [overflow-wrap:anywhere]">{t("sent", { email })}</h2>
        <p className="max-w-md text-sm text-slate-600">{t("sentDetail")}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button variant="secondary" onClick={onAnother}>
            {t("sendAnother")}
          </Button>
          <Button asChild variant="ghost">
            <Link to={paths.faq}>{t("readFaq")}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function ContactFormCard({ member, onSent }: { member: Me | null; onSent: (email: string) => void }) {
  const t = useT();
  const said = useServerText();
  const send = useSendContactMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ContactForm>({
    // Typed as the visitor's form; a member's has only subject and message to check.
    resolver: zodResolver((member ? MemberContactFormSchema : VisitorContactFormSchema) as typeof VisitorContactFormSchema),
    defaultValues: { name: member?.fullName ?? "", email: member?.email ?? "", subject: "", message: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const messageLength = form.watch("message").length;

  const onSubmit = form.handleSubmit(async ({ name, email, subject, message }) => {
    setFormError(null);
    try {
      const sent = await send.mutateAsync(member ? { subject, message } : { name, email, subject, message });
      form.reset();
      onSent(sent.email);
    } catch (error) {
      if (isApiError(error) && error.status === 429) return setFormError(CONTACT_MESSAGES.rateLimited);
      let placed = false;
      if (isApiError(error) && error.status < 500) {
        for (const field of FIELDS) {
          const message = error.fields[field];
          if (!message) continue;
          form.setError(field, { type: "server", message });
          placed = true;
        }
      }
      if (!placed) setFormError(isApiError(error) ? error.message : t("sendFailed"));
    }
  });

  return (
    <Card>
      <CardContent className="p-6 sm:p-8">
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          {member ? (
            <p className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
              <Mail className="mt-0.5 size-4 shrink-0 text-indigo-600" aria-hidden />
              <span>
                {t("signedIn")}
                {member.plan === "pro" ? (
                  <span className="mt-1 flex items-center gap-1 font-medium text-amber-800">
                    <Star className="size-3.5" aria-hidden /> {t("proFirst")}
                  </span>
                ) : null}
              </span>
            </p>
          ) : null}
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="contact-name" label={t("name")} error={errors.name?.message}>
              <Input
                autoComplete="name"
                maxLength={100}
                disabled={Boolean(member)}
                {...fieldAria("contact-name", errors.name?.message)}
                {...form.register("name")}
              />
            </FormField>
            <FormField id="contact-email" label={t("email")} error={errors.email?.message}>
              <Input
                type="email"
                autoComplete="email"
                maxLength={254}
                disabled={Boolean(member)}
                {...fieldAria("contact-email", errors.email?.message)}
                {...form.register("email")}
              />
            </FormField>
          </div>
          <FormField id="contact-subject" label={t("subject")} error={errors.subject?.message}>
            <Input maxLength={CONTACT_SUBJECT_MAX} {...fieldAria("contact-subject", errors.subject?.message)} {...form.register("subject")} />
          </FormField>
          <FormField
            id="contact-message"
            label={t("message")}
            error={errors.message?.message}
            hint={t("characters", { count: messageLength, max: CONTACT_MESSAGE_MAX })}
          >
            <textarea
              {...fieldAria("contact-message", errors.message?.message, true)}
              {...form.register("message")}
              rows={7}
              maxLength={CONTACT_MESSAGE_MAX}
              className={cn(inputClasses, "h-auto min-h-40 py-2")}
            />
          </FormField>
          {formError ? (
            <p role="alert" className="text-sm text-red-600">
              {said(formError)}
            </p>
          ) : null}
          <Button type="submit" disabled={isSubmitting} className="self-start">
            {isSubmitting ? t("sending") : t("send")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
