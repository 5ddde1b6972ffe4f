import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { EMAIL_CHANGE_MESSAGES, EmailChangeRequestSchema, type EmailChangeRequest, type Me } from "@berean/domain";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { fieldAria, FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { PasswordInput } from "../../components/ui/password-input";
import { useServerText } from "../../i18n";
import { isApiError } from "../../lib/api";
import { meQueryOptions } from "../../lib/session";
import { requestEmailChange } from "./api/account";
import { useT } from "./messages";

/** What the mailed link's landing reports (`?email=` on the settings page, apps/api/src/modules/auth/change-email.ts). */
const OUTCOMES = {
  changed: { ok: true, text: "emailChanged" },
  taken: { ok: false, text: "emailTaken" },
  invalid: { ok: false, text: "emailLinkInvalid" },
} as const;
type Outcome = keyof typeof OUTCOMES;

/**
 * Change Email (docs/architecture.md §4 'Roles and plans'): the current password and the new
 * address; a link goes to the new address and nothing changes until it is opened. The answer is
 * the same whether or not the address is free.
 */
export function ChangeEmailCard({ user }: { user: Me }) {
  const t = useT();
  const said = useServerText();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [requested, setRequested] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EmailChangeRequest>({ resolver: zodResolver(EmailChangeRequestSchema), defaultValues: { newEmail: "", currentPassword: "" } });
  const { errors, isSubmitting } = form.formState;

  // Back from the mailed link: say how it went once, and read the account again (its email changed).
  useEffect(() => {
    const landed = params.get("email");
    if (!landed || !(landed in OUTCOMES)) return;
    setOutcome(landed as Outcome);
    if (landed === "changed") void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    const rest = new URLSearchParams(params);
    rest.delete("email");
    setParams(rest, { replace: true });
  }, [params, setParams, queryClient]);

  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    setOutcome(null);
    try {
      const { newEmail } = await requestEmailChange(body);
      form.reset();
      setRequested(newEmail);
    } catch (error) {
      if (isApiError(error) && error.status === 429) return setFormError(EMAIL_CHANGE_MESSAGES.limited);
      const fields = isApiError(error) ? error.fields : {};
      if (fields.newEmail) form.setError("newEmail", { type: "server", message: fields.newEmail });
      if (fields.currentPassword) form.setError("currentPassword", { type: "server", message: fields.currentPassword });
      if (!fields.newEmail && !fields.currentPassword) setFormError(isApiError(error) ? error.message : t("emailRequestFailed"));
    }
  });

  const shown = outcome ? OUTCOMES[outcome] : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("changeEmail")}</CardTitle>
        <CardDescription>
          {t.rich("changeEmailDescription", {
            email: user.email,
            b: (chunks) => <span className="font-medium text-slate-800 [overflow-wrap:anywhere]">{chunks}</span>,
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {shown ? (
          <p
            role={shown.ok ? "status" : "alert"}
            className={
              shown.ok
                ? "rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800 ring-1 ring-emerald-200 [overflow-wrap:anywhere]"
                : "rounded-lg bg-red-50 p-3 text-sm text-red-700 ring-1 ring-red-200"
            }
          >
            {t(shown.text, { email: user.email })}
          </p>
        ) : null}
        {requested ? (
          <div role="status" className="flex items-start gap-2 rounded-lg bg-indigo-50 p-3 text-sm text-indigo-900 ring-1 ring-indigo-200">
            <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
            <p className="[overflow-wrap:anywhere]">{t("emailRequested", { email: requested })}</p>
          </div>
        ) : null}
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <FormField id="new-email" label={t("newAddress")} error={errors.newEmail?.message}>
            <Input type="email" autoComplete="email" maxLength={254} {...fieldAria("new-email", errors.newEmail?.message)} {...form.register("newEmail")} />
          </FormField>
          <FormField id="email-current-password" label={t("yourPassword")} error={errors.currentPassword?.message}>
            <PasswordInput
              autoComplete="current-password"
              {...fieldAria("email-current-password", errors.currentPassword?.message)}
              {...form.register("currentPassword")}
            />
          </FormField>
          {formError ? (
            <p role="alert" className="text-sm text-red-600">
              {said(formError)}
            </p>
          ) : null}
          <Button type="submit" disabled={isSubmitting} className="self-start">
            {isSubmitting ? t("sending") : t("sendConfirmationLink")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
