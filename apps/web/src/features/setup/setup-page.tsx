import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { CircleCheck, KeyRound, ShieldCheck } from "lucide-react";
import { useMemo, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { ErrorState, DelayedSpinner } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { fieldAria, FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { PasswordInput } from "../../components/ui/password-input";
import { paths } from "../../config/paths";
import { isApiError } from "../../lib/api";
import { MIN_PASSWORD_LENGTH } from "../../lib/limits";
import { AuthCard } from "../../components/auth-card";
import { setupTokenQueryOptions, useCreateFirstAdmin } from "./api/setup";
import { useT } from "./messages";
import { setupSchema, type Setup } from "./schema";

function Notice({ icon, tone, title, children }: { icon: ReactNode; tone: string; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className={`flex size-14 items-center justify-center rounded-full ${tone}`}>{icon}</span>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </div>
  );
}

function InvalidSetupLink() {
  const t = useT();
  return (
    <Notice icon={<KeyRound className="size-7" aria-hidden />} tone="bg-amber-50 text-amber-600" title={t("invalidLinkTitle")}>
      <p role="alert" className="text-sm text-slate-600">
        {t("invalidLink")}
      </p>
      <p className="text-sm text-slate-600">
        {t.rich("invalidLinkHelp", { command: <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-800">npm run admin:create</code> })}
      </p>
      <Button asChild variant="secondary" className="w-full">
        <Link to={paths.auth.login}>{t("goToSignIn")}</Link>
      </Button>
    </Notice>
  );
}

function SetupForm({ token }: { token: string }) {
  const t = useT();
  const schema = useMemo(() => setupSchema(t), [t]);
  const createAdmin = useCreateFirstAdmin();
  const form = useForm<Setup>({
    resolver: zodResolver(schema),
    defaultValues: { fullName: "", email: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ fullName, email, password }) => {
    try {
      await createAdmin.mutateAsync({ token, fullName, email, password });
    } catch (error) {
      if (isApiError(error) && error.code === "VALIDATION") {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field === "fullName" || field === "email" || field === "password") {
            form.setError(field, { message });
          }
        }
      }
    }
  });

  if (createAdmin.isSuccess) {
    return (
      <Notice icon={<CircleCheck className="size-7" aria-hidden />} tone="bg-emerald-50 text-emerald-600" title={t("createdTitle")}>
        <p role="status" className="text-sm text-slate-600">
          {t("createdDetail")}
        </p>
        <Button asChild className="w-full">
          <Link to={paths.auth.login}>{t("signIn")}</Link>
        </Button>
      </Notice>
    );
  }

  const failure = createAdmin.error;
  if (isApiError(failure) && failure.code === "SETUP_CLOSED") return <InvalidSetupLink />;
  const formError = failure && !(isApiError(failure) && failure.code === "VALIDATION") ? failure.message : undefined;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-700 ring-1 ring-inset ring-red-200">
          {formError}
        </p>
      ) : null}
      <FormField id="setup-name" label={t("fullName")} error={errors.fullName?.message}>
        <Input autoComplete="name" {...fieldAria("setup-name", errors.fullName?.message)} {...form.register("fullName")} />
      </FormField>
      <FormField id="setup-email" label={t("email")} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...fieldAria("setup-email", errors.email?.message)} {...form.register("email")} />
      </FormField>
      <FormField id="setup-password" label={t("password")} error={errors.password?.message} hint={t("atLeastCharacters", { min: MIN_PASSWORD_LENGTH })}>
        <PasswordInput autoComplete="new-password" {...fieldAria("setup-password", errors.password?.message, true)} {...form.register("password")} />
      </FormField>
      <FormField id="setup-confirm" label={t("confirmPassword")} error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...fieldAria("setup-confirm", errors.confirmPassword?.message)} {...form.register("confirmPassword")} />
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t("creating") : t("create")}
      </Button>
    </form>
  );
}

function SetupBody({ token }: { token: string }) {
  const t = useT();
  const check = useQuery(setupTokenQueryOptions(token));
  if (check.isPending) return <DelayedSpinner label={t("checkingLink")} />;
  if (check.isError) {
    if (isApiError(check.error) && check.error.status === 403) return <InvalidSetupLink />;
    return <ErrorState message={check.error.message} onRetry={() => void check.refetch()} retrying={check.isFetching} />;
  }
  return check.data.valid ? <SetupForm token={token} /> : <InvalidSetupLink />;
}

/** /setup?token=…: the one-time link the server prints at first start creates the first admin. */
export function SetupPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  return (
    <AuthCard
      title={t("title")}
      description={
        <span className="inline-flex items-start gap-2">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-indigo-600" aria-hidden />
          {t("description")}
        </span>
      }
    >
      {token ? <SetupBody token={token} /> : <InvalidSetupLink />}
    </AuthCard>
  );
}
