import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, LinkIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { MessageDialog } from "../../components/ui/alert-dialog";
import { Button } from "../../components/ui/button";
import { fieldAria, FormField } from "../../components/ui/form-field";
import { PasswordInput } from "../../components/ui/password-input";
import { paths } from "../../config/paths";
import { authClient } from "../../lib/auth-client";
import { MIN_PASSWORD_LENGTH } from "../../lib/limits";
import { AuthCard } from "../../components/auth-card";
import { authErrorCode, authErrorMessage, authFieldErrors, runAuthCall } from "../../lib/auth-errors";
import { useT } from "./messages";
import { resetPasswordSchema, type ResetPassword } from "./schemas";

function InvalidResetLink() {
  const t = useT();
  return (
    <AuthCard title={t("resetTitle")}>
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-600">
          <LinkIcon className="size-7" aria-hidden />
        </span>
        <p role="alert" className="text-sm text-slate-700">
          {t("invalidResetLink")}
        </p>
        <Button asChild className="w-full">
          <Link to={paths.auth.forgotPassword}>{t("requestNewLink")}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  const t = useT();
  const schema = useMemo(() => resetPasswordSchema(t), [t]);
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const linkError = searchParams.get("error");
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ResetPassword>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  if (!token || linkError) return <InvalidResetLink />;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    const { error } = await runAuthCall(() => authClient.resetPassword({ newPassword, token }));
    if (error) {
      const fields = authFieldErrors(error);
      if (fields.newPassword) {
        form.setError("newPassword", { message: fields.newPassword });
        return;
      }
      setFailure(authErrorCode(error) === "INVALID_TOKEN" ? t("invalidResetLink") : authErrorMessage(error, t("pleaseTryAgain")));
      return;
    }
    setDone(true);
  });

  if (done) {
    return (
      <AuthCard title={t("passwordUpdated")}>
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
            <CircleCheck className="size-7" aria-hidden />
          </span>
          <p role="status" className="text-sm text-slate-600">
            {t("passwordResetDone")}
          </p>
          <Button asChild className="w-full">
            <Link to={paths.auth.login}>{t("signIn")}</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("chooseNewPassword")} description={t("chooseNewPasswordDescription")}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField id="reset-password" label={t("newPassword")} error={errors.newPassword?.message} hint={t("atLeastCharacters", { min: MIN_PASSWORD_LENGTH })}>
          <PasswordInput autoComplete="new-password" {...fieldAria("reset-password", errors.newPassword?.message, true)} {...form.register("newPassword")} />
        </FormField>
        <FormField id="reset-confirm" label={t("confirmNewPassword")} error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...fieldAria("reset-confirm", errors.confirmPassword?.message)} {...form.register("confirmPassword")} />
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting ? t("resettingPassword") : t("resetPassword")}
        </Button>
      </form>
      <MessageDialog open={failure !== null} onOpenChange={(open) => !open && setFailure(null)} title={t("passwordResetFailed")} description={failure ?? ""} />
    </AuthCard>
  );
}
