import { MIN_PASSWORD_LENGTH } from "@berean/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { MessageDialog } from "../../components/ui/alert-dialog";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { FormField } from "../../components/ui/form-field";
import { PasswordInput } from "../../components/ui/password-input";
import { authClient } from "../../lib/auth-client";
import { authErrorMessage, authFieldErrors, runAuthCall } from "../../lib/auth-errors";
import { useT } from "./messages";

interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Change Password: needs the current password (docs/security.md 5); other sessions are signed out. */
export function ChangePasswordCard() {
  const t = useT();
  const form = useForm<PasswordForm>({ defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" } });
  const [dialog, setDialog] = useState<{ ok: boolean; message: string } | null>(null);
  const { isSubmitting } = form.formState;
  const [current, next, confirm] = form.watch(["currentPassword", "newPassword", "confirmPassword"]);

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword, confirmPassword }) => {
    if (newPassword !== confirmPassword) {
      toast.error(t("passwordsDontMatch"), { description: t("passwordsDontMatchDetail") });
      return;
    }
    if (newPassword.length < MIN_PASSWORD_LENGTH) {
      toast.error(t("passwordTooShort"), { description: t("passwordTooShortDetail", { min: MIN_PASSWORD_LENGTH }) });
      return;
    }
    const { error } = await runAuthCall(() => authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }));
    if (error) {
      // A refused new password (too common) comes back as a field message: show that reason.
      setDialog({ ok: false, message: authFieldErrors(error).newPassword ?? authErrorMessage(error, t("passwordChangeFailedDetail")) });
      return;
    }
    form.reset();
    setDialog({ ok: true, message: t("passwordChangedDetail") });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("changePassword")}</CardTitle>
        <CardDescription>{t("changePasswordDescription", { min: MIN_PASSWORD_LENGTH })}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <FormField id="current-password" label={t("currentPassword")}>
            <PasswordInput id="current-password" autoComplete="current-password" {...form.register("currentPassword")} />
          </FormField>
          <FormField id="new-password" label={t("newPassword")}>
            <PasswordInput id="new-password" autoComplete="new-password" {...form.register("newPassword")} />
          </FormField>
          <FormField id="confirm-password" label={t("confirmNewPassword")}>
            <PasswordInput id="confirm-password" autoComplete="new-password" {...form.register("confirmPassword")} />
          </FormField>
          <Button type="submit" disabled={isSubmitting || !current || !next || !confirm} className="self-start">
            {isSubmitting ? t("updating") : t("updatePassword")}
          </Button>
        </form>
      </CardContent>
      <MessageDialog
        open={dialog !== null}
        onOpenChange={(open) => (open ? undefined : setDialog(null))}
        tone={dialog?.ok ? "success" : "error"}
        title={dialog?.ok ? t("passwordChanged") : t("passwordChangeFailed")}
        description={dialog?.message ?? ""}
      />
    </Card>
  );
}
