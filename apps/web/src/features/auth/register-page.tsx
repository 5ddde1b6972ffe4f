import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useEffect, useState } from "react";
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
import { GENERIC_ERROR_MESSAGE } from "../../lib/api";
import { authClient } from "../../lib/auth-client";
import { MIN_PASSWORD_LENGTH, SUCCESS_OVERLAY_MS } from "../../lib/limits";
import { AuthCard, AuthLink } from "../../components/auth-card";
import { authErrorMessage, authFieldErrors, runAuthCall } from "../../lib/auth-errors";
import { rememberNextPath, safeNextPath } from "../../lib/session";
import { REGISTER_PASSWORDS_DONT_MATCH, RegisterSchema, type Register } from "./schemas";
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
  const navigate = useNavigate();
  const next = safeNextPath(useSearchParams()[0].get("next"));
  const [phase, setPhase] = useState<Phase>("form");
  const [registeredEmail, setRegisteredEmail] = useState("");
  const form = useForm<Register>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: { fullName: "", email: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  // The mismatch is announced by a toast (docs/product.md part 1 §5), not under the field.
  const confirmError = errors.confirmPassword?.message === REGISTER_PASSWORDS_DONT_MATCH ? undefined : errors.confirmPassword?.message;

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
          callbackURL: apiPaths.emailVerifiedCallback,
        }),
      );
      if (error) {
        const fields = authFieldErrors(error);
        if (fields.name) form.setError("fullName", { message: fields.name });
        if (fields.email) form.setError("email", { message: fields.email });
        if (fields.password) form.setError("password", { message: fields.password });
        toast.error("Registration failed", {
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
      if (invalid.confirmPassword?.message === REGISTER_PASSWORDS_DONT_MATCH) {
        toast.error("Passwords don't match", {
          description: "Please make sure your passwords match.",
        });
      }
    },
  );

  return (
    <AuthCard
      title="Create your account"
      description="Join Berean for free: weekly quizzes, leaderboards and your reading streak."
      footer={
        <>
          Already have an account? <AuthLink to={next ? `${paths.auth.login}?next=${encodeURIComponent(next)}` : paths.auth.login}>Sign in</AuthLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField id="register-name" label="Full Name" error={errors.fullName?.message}>
          <Input autoComplete="name" placeholder="Your full name" {...fieldAria("register-name", errors.fullName?.message)} {...form.register("fullName")} />
        </FormField>
        <FormField id="register-email" label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            {...fieldAria("register-email", errors.email?.message)}
            {...form.register("email")}
          />
        </FormField>
        <FormField id="register-password" label="Password" error={errors.password?.message} hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}>
          <PasswordInput autoComplete="new-password" {...fieldAria("register-password", errors.password?.message, true)} {...form.register("password")} />
        </FormField>
        <FormField id="register-confirm" label="Confirm Password" error={confirmError}>
          <PasswordInput autoComplete="new-password" {...fieldAria("register-confirm", confirmError)} {...form.register("confirmPassword")} />
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting || phase !== "form"} className="w-full">
          {isSubmitting ? "Creating Account..." : "Create Account"}
        </Button>
      </form>

      {phase === "registered" ? <SuccessOverlay title="Registration Successful" description="Welcome to Berean! One more step: confirm your email." /> : null}

      <Dialog open={phase === "verify-email"} onOpenChange={(open) => !open && setPhase("form")}>
        <DialogContent>
          <DialogHeader>
            <span className="mb-1 flex size-11 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
              <MailCheck className="size-5" aria-hidden />
            </span>
            <DialogTitle>Email Verification Sent</DialogTitle>
            <DialogDescription>
              We&apos;ve sent a verification link to <strong className="font-semibold text-slate-900">{registeredEmail}</strong>. Please check your inbox (and
              your spam folder) and click the link to verify your account before signing in.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button onClick={() => void navigate(paths.auth.login)}>Go to Login</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </AuthCard>
  );
}
