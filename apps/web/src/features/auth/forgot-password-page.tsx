import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useState } from "react";
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
import { ForgotPasswordSchema, type ForgotPassword } from "./schemas";

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ForgotPassword>({
    resolver: zodResolver(ForgotPasswordSchema),
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
      setFailure(authErrorMessage(error, "Please try again."));
      return;
    }
    // Same answer for unknown emails (no account enumeration).
    setSentTo(email);
  });

  if (sentTo !== null) {
    return (
      <AuthCard title="Check Your Email">
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
            <MailCheck className="size-7" aria-hidden />
          </span>
          <p className="text-sm text-slate-600">
            If an account exists for <strong className="font-semibold text-slate-900">{sentTo}</strong>, we&apos;ve sent a link to reset your password. The link
            expires in one hour.
          </p>
          <p className="text-sm text-slate-600">
            Didn&apos;t receive the email? Check your spam folder or{" "}
            <button
              type="button"
              onClick={() => setSentTo(null)}
              className="rounded-sm font-semibold text-indigo-600 hover:text-indigo-500 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              try again
            </button>
            .
          </p>
          <Button asChild variant="secondary" className="mt-2 w-full">
            <Link to={paths.auth.login}>Back to Login</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email you registered with and we'll send you a link to choose a new password."
      footer={
        <>
          Remembered it? <AuthLink to={paths.auth.login}>Back to Login</AuthLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField id="forgot-email" label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            {...fieldAria("forgot-email", errors.email?.message)}
            {...form.register("email")}
          />
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting ? "Sending..." : "Send Reset Link"}
        </Button>
      </form>
      <MessageDialog
        open={failure !== null}
        onOpenChange={(open) => !open && setFailure(null)}
        title="Could not send the reset link"
        description={failure ?? ""}
      />
    </AuthCard>
  );
}
