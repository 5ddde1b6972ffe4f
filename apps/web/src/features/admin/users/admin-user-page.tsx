import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { AdminUserUpdateSchema, type AdminUserDetail, type AdminUserUpdate } from "@berean/domain";
import { PageHeader } from "../../../components/page-header";
import { QueryState } from "../../../components/page-states";
import { PlanBadge } from "../../../components/plan-badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FormField, fieldAria } from "../../../components/ui/form-field";
import { Input, inputClasses } from "../../../components/ui/input";
import { paths } from "../../../config/paths";
import { isApiError } from "../../../lib/api";
import { useAdminUser, useUpdateAdminUser } from "../api/admin-users";
import { formatDate, orDash } from "../../../lib/format";
import { showServerErrors } from "../../../lib/server-errors";
import { useT } from "../messages";
import { UserAttempts } from "./user-attempts";

/** /admin/users/{id}: full name and role, with Cancel and Save Changes (docs/product.md part 2 §2 'Admin users'). */
export function AdminUserPage() {
  const t = useT();
  const id = useParams().userId ?? "";
  const user = useAdminUser(id);
  return (
    <QueryState
      query={user}
      label={t("userLoading")}
      errorMessage={t("userFailed")}
      errorText={(error) => (isApiError(error) && error.status === 404 ? t("userNotFound") : t("userFailed"))}
    >
      {(data) => (
        <>
          <UserForm user={data} />
          <UserAttempts user={data} />
        </>
      )}
    </QueryState>
  );
}

function UserForm({ user }: { user: AdminUserDetail }) {
  const t = useT();
  const navigate = useNavigate();
  const save = useUpdateAdminUser(user.id);
  const form = useForm<AdminUserUpdate>({ resolver: zodResolver(AdminUserUpdateSchema), defaultValues: { fullName: user.fullName, role: user.role } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(values.role !== user.role ? t("userSavedSignedOut") : t("changesSaved"));
      void navigate(paths.admin.users);
    } catch (error) {
      showServerErrors(form, error, ["fullName", "role"]);
      toast.error(t("saveFailed"), { description: isApiError(error) && error.status > 0 && error.status < 500 ? error.message : undefined });
    }
  });

  return (
    <>
      <Link to={paths.admin.users} className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-slate-600 hover:text-slate-900">
        <ArrowLeft className="size-4" aria-hidden />
        {t("usersTitle")}
      </Link>
      <PageHeader
        title={t("editUser")}
        aside={<PlanBadge plan={user.plan} />}
        description={t("joinedAttempts", { date: formatDate(user.createdAt), count: user.attempts })}
      />
      <dl className="mb-6 grid max-w-xl grid-cols-3 gap-3">
        {[
          [t("attemptsTitle"), t.intl.formatNumber(user.attempts)],
          [t("statAverageScore"), orDash(user.averageScore)],
          [t("bestScore"), orDash(user.bestScore)],
        ].map(([label, value]) => (
          <Card key={label} className="flex flex-col gap-1 p-3 sm:p-4">
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="text-xl font-bold text-slate-900 tabular-nums">{value}</dd>
          </Card>
        ))}
      </dl>
      <Card className="max-w-xl p-6">
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5">
          <FormField id="user-id" label={t("userId")}>
            <Input id="user-id" value={user.id} readOnly disabled className="font-mono text-xs" />
          </FormField>
          <FormField id="user-name" label={t("fullName")} error={errors.fullName?.message}>
            <Input {...fieldAria("user-name", errors.fullName?.message)} {...form.register("fullName")} maxLength={100} />
          </FormField>
          <FormField id="user-email" label={t("email")} hint={t("emailHint")}>
            <Input id="user-email" type="email" value={user.email} readOnly disabled aria-describedby="user-email-hint" />
          </FormField>
          <FormField id="user-role" label={t("role")} error={errors.role?.message} hint={t("roleHint")}>
            <select {...fieldAria("user-role", errors.role?.message, true)} {...form.register("role")} className={inputClasses}>
              <option value="user">{t("roleUser")}</option>
              <option value="admin">{t("roleAdmin")}</option>
            </select>
          </FormField>
          <p className="text-sm text-slate-600">{t("planNote")}</p>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => void navigate(paths.admin.users)}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t("saving") : t("saveChanges")}
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
