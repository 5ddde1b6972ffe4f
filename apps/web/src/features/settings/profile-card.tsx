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

/** Full name (editable), email (shown, never editable), account type. */
export function ProfileCard({ user }: { user: Me }) {
  const queryClient = useQueryClient();
  const form = useForm<UpdateProfile>({ resolver: zodResolver(UpdateProfileSchema), defaultValues: { fullName: user.fullName } });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { user: updated } = await updateProfile(body);
      queryClient.setQueryData(meQueryOptions.queryKey, updated);
      form.reset({ fullName: updated.fullName });
      toast.success("Profile Updated", { description: "Your profile has been successfully updated." });
    } catch (error) {
      const field = isApiError(error) ? error.fields.fullName : undefined;
      if (field) form.setError("fullName", { message: field });
      else toast.error("Update Failed", { description: isApiError(error) ? error.message : "Failed to update profile. Please try again." });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>The name shown on leaderboards.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <FormField id="profile-name" label="Full Name" error={errors.fullName?.message}>
            <Input autoComplete="name" {...fieldAria("profile-name", errors.fullName?.message)} {...form.register("fullName")} />
          </FormField>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="profile-email">Email</Label>
            <Input id="profile-email" value={user.email} disabled readOnly />
          </div>
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="font-medium text-slate-700">Account Type</span>
            <PlanBadge plan={user.plan} />
          </div>
          <Button type="submit" disabled={isSubmitting || !isDirty} className="self-start">
            {isSubmitting ? "Saving..." : "Save Changes"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
