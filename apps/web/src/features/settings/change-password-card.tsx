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

interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const FAILED = "Failed to change password. Please try again.";

/** Change Password: needs the current password (docs/security.md 5); other sessions are signed out. */
export function ChangePasswordCard() {
  const form = useForm<PasswordForm>({ defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" } });
  const [dialog, setDialog] = useState<{ ok: boolean; message: string } | null>(null);
  const { isSubmitting } = form.formState;
  const [current, next, confirm] = form.watch(["currentPassword", "newPassword", "confirmPassword"]);

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword, confirmPassword }) => {
    if (newPassword !== confirmPassword) {
      toast.error("Passwords Don't Match", { description: "New password and confirm password must be the same." });
      return;
    }
    if (newPassword.length < MIN_PASSWORD_LENGTH) {
      toast.error("Password Too Short", { description: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.` });
      return;
    }
    const { error } = await runAuthCall(() => authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }));
    if (error) {
      // A refused new password (too common) comes back as a field message: show that reason.
      setDialog({ ok: false, message: authFieldErrors(error).newPassword ?? authErrorMessage(error, FAILED) });
      return;
    }
    form.reset();
    setDialog({ ok: true, message: "Your password has been successfully updated." });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>At least {MIN_PASSWORD_LENGTH} characters. Your other devices will be signed out.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <FormField id="current-password" label="Current Password">
            <PasswordInput id="current-password" autoComplete="current-password" {...form.register("currentPassword")} />
          </FormField>
          <FormField id="new-password" label="New Password">
            <PasswordInput id="new-password" autoComplete="new-password" {...form.register("newPassword")} />
          </FormField>
          <FormField id="confirm-password" label="Confirm New Password">
            <PasswordInput id="confirm-password" autoComplete="new-password" {...form.register("confirmPassword")} />
          </FormField>
          <Button type="submit" disabled={isSubmitting || !current || !next || !confirm} className="self-start">
            {isSubmitting ? "Updating..." : "Update Password"}
          </Button>
        </form>
      </CardContent>
      <MessageDialog
        open={dialog !== null}
        onOpenChange={(open) => (open ? undefined : setDialog(null))}
        tone={dialog?.ok ? "success" : "error"}
        title={dialog?.ok ? "Password Changed" : "Password Change Failed"}
        description={dialog?.message ?? ""}
      />
    </Card>
  );
}
