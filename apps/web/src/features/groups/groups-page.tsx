import { ChevronRight, Plus, Users } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import type { MyGroup } from "@berean/domain";
import { FormDialog } from "../../components/form-dialog";
import { PageHeader } from "../../components/page-header";
import { EmptyState, QueryState } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { useMyGroups } from "../../lib/my-groups";
import { useCreateGroup } from "./api/groups";
import { GroupForm } from "./group-form";
import { groupPlace, ROLE_LABELS } from "./group-place";
import { useT } from "./messages";

/** /groups: the member's groups and 'Create a group' (docs/architecture.md §4 'Groups'). */
export function GroupsPage() {
  const t = useT();
  const groups = useMyGroups();
  const [creating, setCreating] = useState(false);
  const create = useCreateGroup();
  const navigate = useNavigate();
  const createButton = (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden />
      {t("createGroup")}
    </Button>
  );
  return (
    <>
      <PageHeader title={t("groupsTitle")} description={t("groupsDescription")} actions={groups.data && groups.data.groups.length > 0 ? createButton : null} />
      <QueryState
        query={groups}
        label={t("loadingGroups")}
        errorMessage={t("groupsLoadFailed")}
        isEmpty={(data) => data.groups.length === 0}
        empty={
          <EmptyState icon={<Users className="size-8" aria-hidden />} title={t("noGroupsTitle")} description={t("noGroupsDescription")} action={createButton} />
        }
      >
        {(data) => (
          <>
            <ul className="grid gap-3 md:grid-cols-2" aria-label={t("yourGroups")}>
              {data.groups.map((group) => (
                <li key={group.id}>
                  <GroupCard group={group} />
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-slate-500">{t("belongToCount", { count: data.groups.length, limit: data.limit })}</p>
          </>
        )}
      </QueryState>
      <FormDialog open={creating} onClose={() => setCreating(false)} busy={create.isPending} title={t("createGroup")} description={t("createDescription")}>
        {creating ? (
          <GroupForm
            submitLabel={t("createGroupSubmit")}
            busyLabel={t("creating")}
            onCancel={() => setCreating(false)}
            onSubmit={async (values) => {
              const { id } = await create.mutateAsync(values);
              setCreating(false);
              toast.success(t("groupCreated"), { description: t("groupCreatedDetail") });
              void navigate(paths.member.group(id));
            }}
          />
        ) : null}
      </FormDialog>
    </>
  );
}

function GroupCard({ group }: { group: MyGroup }) {
  const t = useT();
  const place = groupPlace(group);
  return (
    <Card className="group h-full transition-shadow focus-within:ring-2 focus-within:ring-indigo-600 hover:shadow-md">
      <Link to={paths.member.group(group.id)} className="flex h-full items-center gap-4 p-4 focus:outline-none sm:p-5">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
          <Users className="size-5" aria-hidden />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="font-semibold text-slate-900 [overflow-wrap:anywhere] group-hover:text-indigo-700">{group.name}</span>
          {place ? <span className="text-sm text-slate-600 [overflow-wrap:anywhere]">{place}</span> : null}
          <span className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
            <Badge tone={group.role === "member" ? "neutral" : "indigo"}>{t(ROLE_LABELS[group.role])}</Badge>
            {t("memberCount", { count: group.memberCount })}
          </span>
        </span>
        <ChevronRight className="size-4 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-indigo-600" aria-hidden />
      </Link>
    </Card>
  );
}
