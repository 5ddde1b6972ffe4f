import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { UpdateProfileSchema, type Me, type UpdateProfile } from "@berean/domain";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { PlanBadge } from "../../components/plan-badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { fieldAria, FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { isApiError } from "../../lib/api";
import { meQueryOptions } from "../../lib/session";
import { updateProfile } from "./api/account";
import { useT } from "./messages";

/** Full name (editable), email (shown, never editable), account type. */
export function ProfileCard({ user }: { user: Me }) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useForm<UpdateProfile>({ resolver: zodResolver(UpdateProfileSchema), defaultValues: { fullName: user.fullName } });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { user: updated } = await updateProfile(body);
      queryClient.setQueryData(meQueryOptions.queryKey, updated);
      form.reset({ fullName: updated.fullName });
      toast.success(t("profileUpdated"), { description: t("profileUpdatedDetail") });
    } catch (error) {
      const field = isApiError(error) ? error.fields.fullName : undefined;
      if (field) form.setError("fullName", { message: field });
      else toast.error(t("updateFailed"), { description: isApiError(error) ? error.message : t("updateFailedDetail") });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("profile")}</CardTitle>
        <CardDescription>{t("profileDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <FormField id="profile-name" label={t("fullName")} error={errors.fullName?.message}>
            <Input autoComplete="name" {...fieldAria("profile-name", errors.fullName?.message)} {...form.register("fullName")} />
          </FormField>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="profile-email">{t("email")}</Label>
            <Input id="profile-email" value={user.email} disabled readOnly />
          </div>
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="font-medium text-slate-700">{t("accountType")}</span>
            <PlanBadge plan={user.plan} />
          </div>
          <Button type="submit" disabled={isSubmitting || !isDirty} className="self-start">
            {isSubmitting ? t("saving") : t("saveChanges")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
