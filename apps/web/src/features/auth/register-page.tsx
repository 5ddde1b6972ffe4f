import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { fieldAria, FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { PasswordInput } from "../../components/ui/password-input";
import { SuccessOverlay } from "../../components/ui/success-overlay";
import { apiPaths, paths } from "../../config/paths";
import { useLocale } from "../../i18n";
import { GENERIC_ERROR_MESSAGE } from "../../lib/api";
import { authClient } from "../../lib/auth-client";
import { MIN_PASSWORD_LENGTH, SUCCESS_OVERLAY_MS } from "../../lib/limits";
import { AuthCard, AuthLink } from "../../components/auth-card";
import { authErrorMessage, authFieldErrors, runAuthCall } from "../../lib/auth-errors";
import { rememberNextPath, safeNextPath } from "../../lib/session";
import { useT } from "./messages";
import { registerSchema, type Register } from "./schemas";
import { SignedInRedirect, useSignedInRedirect } from "./signed-in-redirect";

type Phase = "form" | "registered" | "verify-email";

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function RegisterPage() {
  const t = useT();
  const { locale } = useLocale();
  const schema = useMemo(() => registerSchema(t), [t]);
  const navigate = useNavigate();
  const next = safeNextPath(useSearchParams()[0].get("next"));
  const [phase, setPhase] = useState<Phase>("form");
  const [registeredEmail, setRegisteredEmail] = useState("");
  const form = useForm<Register>({
    resolver: zodResolver(schema),
    defaultValues: { fullName: "", email: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  // The mismatch is announced by a toast (docs/product.md part 1 §5), not under the field.
  const confirmError = errors.confirmPassword?.message === t("passwordsDontMatch") ? undefined : errors.confirmPassword?.message;

  const alreadySignedIn = useSignedInRedirect();

  useEffect(() => {
    if (phase !== "registered") return;
    const timer = window.setTimeout(() => setPhase("verify-email"), SUCCESS_OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (alreadySignedIn) return <SignedInRedirect to={alreadySignedIn} />;

  const onSubmit = form.handleSubmit(
    async (values) => {
      const { error } = await runAuthCall(() =>
        authClient.signUp.email({
          name: values.fullName,
          email: values.email,
          password: values.password,
          timezone: browserTimeZone(),
          // The page's language becomes the account's (Settings changes it).
          locale,
          callbackURL: apiPaths.emailVerifiedCallback,
        }),
      );
      if (error) {
        const fields = authFieldErrors(error);
        if (fields.name) form.setError("fullName", { message: fields.name });
        if (fields.email) form.setError("email", { message: fields.email });
        if (fields.password) form.setError("password", { message: fields.password });
        toast.error(t("registrationFailed"), {
          description: authErrorMessage(error, GENERIC_ERROR_MESSAGE),
        });
        return;
      }
      // The answer is the same whether or not the email was already registered (no enumeration).
      setRegisteredEmail(values.email);
      // The page a visitor was heading for (a category's quizzes) waits for the sign-in after the confirmation link.
      rememberNextPath(next);
      form.reset();
      setPhase("registered");
    },
    (invalid) => {
      if (invalid.confirmPassword?.message === t("passwordsDontMatch")) {
        toast.error(t("passwordsDontMatch"), {
          description: t("passwordsDontMatchDetail"),
        });
      }
    },
  );

  return (
    <AuthCard
      title={t("registerTitle")}
      description={t("registerDescription")}
      footer={t.rich("registerFooter", {
        link: (chunks) => <AuthLink to={next ? `${paths.auth.login}?next=${encodeURIComponent(next)}` : paths.auth.login}>{chunks}</AuthLink>,
      })}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField id="register-name" label={t("fullName")} error={errors.fullName?.message}>
          <Input
            autoComplete="name"
            placeholder={t("fullNamePlaceholder")}
            {...fieldAria("register-name", errors.fullName?.message)}
            {...form.register("fullName")}
          />
        </FormField>
        <FormField id="register-email" label={t("email")} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t("emailPlaceholder")}
            {...fieldAria("register-email", errors.email?.message)}
            {...form.register("email")}
          />
        </FormField>
        <FormField id="register-password" label={t("password")} error={errors.password?.message} hint={t("atLeastCharacters", { min: MIN_PASSWORD_LENGTH })}>
          <PasswordInput autoComplete="new-password" {...fieldAria("register-password", errors.password?.message, true)} {...form.register("password")} />
        </FormField>
        <FormField id="register-confirm" label={t("confirmPassword")} error={confirmError}>
          <PasswordInput autoComplete="new-password" {...fieldAria("register-confirm", confirmError)} {...form.register("confirmPassword")} />
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting || phase !== "form"} className="w-full">
          {isSubmitting ? t("creatingAccount") : t("createAccount")}
        </Button>
      </form>

      {phase === "registered" ? <SuccessOverlay title={t("registrationSuccessful")} description={t("registrationSuccessfulDetail")} /> : null}

      <Dialog open={phase === "verify-email"} onOpenChange={(open) => !open && setPhase("form")}>
        <DialogContent>
          <DialogHeader>
            <span className="mb-1 flex size-11 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
              <MailCheck className="size-5" aria-hidden />
            </span>
            <DialogTitle>{t("verificationSent")}</DialogTitle>
            <DialogDescription>
              {t.rich("verificationSentDetail", {
                email: registeredEmail,
                strong: (chunks) => <strong className="font-semibold text-slate-900">{chunks}</strong>,
              })}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button onClick={() => void navigate(paths.auth.login)}>{t("goToLogin")}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </AuthCard>
  );
}
