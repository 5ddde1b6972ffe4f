import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import type { AdminUser } from "@berean/domain";
import { PageHeader } from "../../../components/page-header";
import { DelayedSpinner, ErrorState } from "../../../components/page-states";
import { PlanBadge } from "../../../components/plan-badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FormField, fieldAria } from "../../../components/ui/form-field";
import { Input, inputClasses } from "../../../components/ui/input";
import { paths } from "../../../config/paths";
import { isApiError } from "../../../lib/api";
import { useAdminUser, useUpdateAdminUser } from "../../../queries/admin-users";

/** /admin/users/{id}: full name and role, with Cancel and Save Changes (spec 2 'Admin users'). */
export function AdminUserPage() {
  const id = useParams().userId ?? "";
  const user = useAdminUser(id);
  if (user.isPending) return <DelayedSpinner label="Loading the user" />;
  if (user.isError) {
    return (
      <ErrorState
        message={isApiError(user.error) && user.error.status === 404 ? "User not found" : "Failed to load the user."}
        onRetry={() => void user.refetch()}
        retrying={user.isFetching}
      />
    );
  }
  return <UserForm user={user.data} />;
}

function UserForm({ user }: { user: AdminUser }) {
  const navigate = useNavigate();
  const save = useUpdateAdminUser(user.id);
  const [fullName, setFullName] = useState(user.fullName);
  const [role, setRole] = useState(user.role);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(
      { fullName, role },
      {
        onSuccess: () => {
          toast.success(role !== user.role ? "Saved: the member's sessions have ended" : "Changes saved");
          navigate(paths.admin.users);
        },
        onError: (error) => {
          if (isApiError(error)) setErrors(error.fields);
          toast.error("Failed to save changes", { description: isApiError(error) && error.status > 0 && error.status < 500 ? error.message : undefined });
        },
      },
    );
  };

  return (
    <>
      <Link to={paths.admin.users} className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-slate-600 hover:text-slate-900">
        <ArrowLeft className="size-4" aria-hidden />
        Users
      </Link>
      <PageHeader title="Edit User" aside={<PlanBadge plan={user.plan} />} description={`Joined ${new Date(user.createdAt).toLocaleDateString(undefined, { dateStyle: "long" })} · ${user.attempts} attempts`} />
      <Card className="max-w-xl p-6">
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          <FormField id="user-id" label="User ID">
            <Input id="user-id" value={user.id} readOnly disabled className="font-mono text-xs" />
          </FormField>
          <FormField id="user-name" label="Full Name" error={errors.fullName}>
            <Input {...fieldAria("user-name", errors.fullName)} value={fullName} onChange={(e) => setFullName(e.target.value)} maxLength={100} />
          </FormField>
          <FormField id="user-email" label="Email" hint="Only the member can change their email.">
            <Input id="user-email" type="email" value={user.email} readOnly disabled aria-describedby="user-email-hint" />
          </FormField>
          <FormField id="user-role" label="Role" error={errors.role} hint="A change signs the member out on every device.">
            <select {...fieldAria("user-role", errors.role, true)} value={role} onChange={(e) => setRole(e.target.value as AdminUser["role"])} className={inputClasses}>
              <option value="user">User</option>
              <option value="admin">Admin</option>
            </select>
          </FormField>
          <p className="text-sm text-slate-600">The plan follows the member's payments and is not changed here.</p>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => navigate(paths.admin.users)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Save Changes"}
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
