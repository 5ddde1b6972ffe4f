import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, LinkIcon } from "lucide-react";
import { useState } from "react";
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
import { ResetPasswordSchema, type ResetPassword } from "./schemas";

const INVALID_LINK = "Invalid reset link. Please request a new password reset link.";

function InvalidResetLink() {
  return (
    <AuthCard title="Reset your password">
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-600">
          <LinkIcon className="size-7" aria-hidden />
        </span>
        <p role="alert" className="text-sm text-slate-700">
          {INVALID_LINK}
        </p>
        <Button asChild className="w-full">
          <Link to={paths.auth.forgotPassword}>Request a new link</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const linkError = searchParams.get("error");
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ResetPassword>({
    resolver: zodResolver(ResetPasswordSchema),
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
      setFailure(authErrorCode(error) === "INVALID_TOKEN" ? INVALID_LINK : authErrorMessage(error, "Please try again."));
      return;
    }
    setDone(true);
  });

  if (done) {
    return (
      <AuthCard title="Password updated">
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
            <CircleCheck className="size-7" aria-hidden />
          </span>
          <p role="status" className="text-sm text-slate-600">
            Your password has been reset successfully. You can now sign in with your new password.
          </p>
          <Button asChild className="w-full">
            <Link to={paths.auth.login}>Sign In</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" description="Pick a password you don't use anywhere else.">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField id="reset-password" label="New Password" error={errors.newPassword?.message} hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}>
          <PasswordInput autoComplete="new-password" {...fieldAria("reset-password", errors.newPassword?.message, true)} {...form.register("newPassword")} />
        </FormField>
        <FormField id="reset-confirm" label="Confirm New Password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...fieldAria("reset-confirm", errors.confirmPassword?.message)} {...form.register("confirmPassword")} />
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting ? "Resetting Password..." : "Reset Password"}
        </Button>
      </form>
      <MessageDialog open={failure !== null} onOpenChange={(open) => !open && setFailure(null)} title="Password Reset Failed" description={failure ?? ""} />
    </AuthCard>
  );
}
