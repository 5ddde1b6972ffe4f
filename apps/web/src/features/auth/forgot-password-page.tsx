import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { MessageDialog } from "../../components/ui/alert-dialog";
import { Button } from "../../components/ui/button";
import { fieldAria, FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { paths } from "../../config/paths";
import { authClient } from "../../lib/auth-client";
import { AuthCard, AuthLink } from "../../components/auth-card";
import { authErrorMessage, authFieldErrors, runAuthCall } from "../../lib/auth-errors";
import { useT } from "./messages";
import { forgotPasswordSchema, type ForgotPassword } from "./schemas";

export function ForgotPasswordPage() {
  const t = useT();
  const schema = useMemo(() => forgotPasswordSchema(t), [t]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ForgotPassword>({
    resolver: zodResolver(schema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    const { error } = await runAuthCall(() => authClient.requestPasswordReset({ email, redirectTo: paths.auth.resetPassword }));
    if (error) {
      const fields = authFieldErrors(error);
      if (fields.email) {
        form.setError("email", { message: fields.email });
        return;
      }
      setFailure(authErrorMessage(error, t("pleaseTryAgain")));
      return;
    }
    // Same answer for unknown emails (no account enumeration).
    setSentTo(email);
  });

  if (sentTo !== null) {
    return (
      <AuthCard title={t("checkYourEmail")}>
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
            <MailCheck className="size-7" aria-hidden />
          </span>
          <p className="text-sm text-slate-600">
            {t.rich("resetLinkSent", { email: sentTo, strong: (chunks) => <strong className="font-semibold text-slate-900">{chunks}</strong> })}
          </p>
          <p className="text-sm text-slate-600">
            {t.rich("didntReceive", {
              retry: (chunks) => (
                <button
                  type="button"
                  onClick={() => setSentTo(null)}
                  className="rounded-sm font-semibold text-indigo-600 hover:text-indigo-500 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                >
                  {chunks}
                </button>
              ),
            })}
          </p>
          <Button asChild variant="secondary" className="mt-2 w-full">
            <Link to={paths.auth.login}>{t("backToLogin")}</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t("forgotTitle")}
      description={t("forgotDescription")}
      footer={t.rich("forgotFooter", { link: (chunks) => <AuthLink to={paths.auth.login}>{chunks}</AuthLink> })}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField id="forgot-email" label={t("email")} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t("emailPlaceholder")}
            {...fieldAria("forgot-email", errors.email?.message)}
            {...form.register("email")}
          />
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting ? t("sending") : t("sendResetLink")}
        </Button>
      </form>
      <MessageDialog open={failure !== null} onOpenChange={(open) => !open && setFailure(null)} title={t("resetLinkFailed")} description={failure ?? ""} />
    </AuthCard>
  );
}
