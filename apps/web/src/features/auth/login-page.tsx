import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, Info } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { MessageDialog } from "../../components/ui/alert-dialog";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { fieldAria, FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { PasswordInput } from "../../components/ui/password-input";
import { SuccessOverlay } from "../../components/ui/success-overlay";
import { paths } from "../../config/paths";
import { authClient } from "../../lib/auth-client";
import { SUCCESS_OVERLAY_MS } from "../../lib/limits";
import { homePathFor, meQueryOptions, safeNextPath, takeRememberedNextPath } from "../../lib/session";
import { AuthCard, AuthLink } from "../../components/auth-card";
import { authErrorMessage, authFieldErrors, isEmailNotVerified, runAuthCall } from "../../lib/auth-errors";
import { useT } from "./messages";
import { loginSchema, type Login } from "./schemas";
import { SignedInRedirect, useSignedInRedirect } from "./signed-in-redirect";

type LoginProblem = { kind: "unverified" } | { kind: "failed"; message: string };

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

export function LoginPage() {
  const t = useT();
  const schema = useMemo(() => loginSchema(t), [t]);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  // 'already': the link was opened again after it had confirmed the address (a second tab, a mail app that follows links).
  const verified = searchParams.get("verified");
  const verifiedNote = verified === "1" ? t("emailVerified") : verified === "already" ? t("emailAlreadyConfirmed") : null;
  const next = safeNextPath(searchParams.get("next"));
  const alreadySignedIn = useSignedInRedirect();

  const form = useForm<Login>({
    resolver: zodResolver(schema),
    defaultValues: { email: "", password: "", rememberMe: false },
  });
  const { errors, isSubmitting } = form.formState;

  // After the overlay's 2 s, go back to the page that asked for a sign-in, or where the member's role belongs (docs/product.md part 1 §4 'Login').
  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    const me = queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 }).catch(() => null);
    void Promise.all([me, wait(SUCCESS_OVERLAY_MS)]).then(([user]) => {
      if (cancelled) return;
      // No `next` in the address: the page remembered at registration, if the visitor was heading somewhere.
      const target = next ?? takeRememberedNextPath();
      void navigate(user ? (target ?? homePathFor(user)) : paths.member.dashboard, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [signedIn, navigate, queryClient, next]);

  // Someone already signed in never sees the form again (the overlay's own redirect runs after a sign-in here).
  if (alreadySignedIn && !signedIn) return <SignedInRedirect to={alreadySignedIn} />;

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    const { error } = await runAuthCall(() =>
      authClient.signIn.email({
        email: values.email,
        password: values.password,
        rememberMe: values.rememberMe,
      }),
    );
    if (!error) {
      setSignedIn(true);
      return;
    }
    const fields = authFieldErrors(error);
    if (fields.email || fields.password) {
      if (fields.email) form.setError("email", { message: fields.email });
      if (fields.password) form.setError("password", { message: fields.password });
      return;
    }
    if (isEmailNotVerified(error)) {
      setProblem({ kind: "unverified" });
      return;
    }
    setProblem({
      kind: "failed",
      message: authErrorMessage(error, t("checkCredentials")),
    });
  });

  return (
    <AuthCard
      title={t("loginTitle")}
      description={t("loginDescription")}
      footer={t.rich("loginFooter", {
        link: (chunks) => <AuthLink to={next ? `${paths.auth.register}?next=${encodeURIComponent(next)}` : paths.auth.register}>{chunks}</AuthLink>,
      })}
    >
      {verifiedNote ? (
        <p
          role="status"
          className="mb-5 flex items-start gap-2 rounded-lg bg-emerald-50 px-3 py-2.5 text-sm text-emerald-800 ring-1 ring-inset ring-emerald-200"
        >
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          {verifiedNote}
        </p>
      ) : null}

      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField id="login-email" label={t("email")} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t("emailPlaceholder")}
            {...fieldAria("login-email", errors.email?.message)}
            {...form.register("email")}
          />
        </FormField>
        <FormField
          id="login-password"
          label={t("password")}
          error={errors.password?.message}
          labelAside={
            <AuthLink to={paths.auth.forgotPassword}>
              <span className="text-sm font-medium">{t("forgotPasswordLink")}</span>
            </AuthLink>
          }
        >
          <PasswordInput autoComplete="current-password" {...fieldAria("login-password", errors.password?.message)} {...form.register("password")} />
        </FormField>
        <div className="flex items-center gap-2.5">
          <Controller
            control={form.control}
            name="rememberMe"
            render={({ field }) => (
              <Checkbox
                id="login-remember"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Label htmlFor="login-remember" className="font-normal text-slate-700">
            {t("rememberMe")}
          </Label>
        </div>
        <Button type="submit" size="lg" disabled={isSubmitting || signedIn} className="w-full">
          {isSubmitting ? t("loggingIn") : t("signIn")}
        </Button>
      </form>

      <div className="mt-6 flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-3 text-xs leading-relaxed text-slate-600 ring-1 ring-inset ring-slate-200">
        <Info className="mt-0.5 size-4 shrink-0 text-indigo-500" aria-hidden />
        <p>{t("earlierVersion")}</p>
      </div>

      {signedIn ? <SuccessOverlay title={t("loginSuccessful")} description={t("takingYouToDashboard")} /> : null}

      <MessageDialog
        open={problem?.kind === "unverified"}
        onOpenChange={(open) => !open && setProblem(null)}
        tone="warning"
        title={t("emailNotConfirmed")}
        description={t("emailNotConfirmedDetail")}
      />
      <MessageDialog
        open={problem?.kind === "failed"}
        onOpenChange={(open) => !open && setProblem(null)}
        title={t("loginFailed")}
        description={problem?.kind === "failed" ? problem.message : ""}
      />
    </AuthCard>
  );
}
