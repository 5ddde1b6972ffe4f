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
import { plural } from "../../lib/format";
import { useMyGroups } from "../../lib/my-groups";
import { useCreateGroup } from "./api/groups";
import { GroupForm } from "./group-form";
import { groupPlace, ROLE_LABELS } from "./group-place";

/** /groups: the member's groups and 'Create a group' (docs/architecture.md §4 'Groups'). */
export function GroupsPage() {
  const groups = useMyGroups();
  const [creating, setCreating] = useState(false);
  const create = useCreateGroup();
  const navigate = useNavigate();
  const createButton = (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden />
      Create a group
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Groups"
        description="Your church, youth group or class: quizzes to take together and a board of your own."
        actions={groups.data && groups.data.groups.length > 0 ? createButton : null}
      />
      <QueryState
        query={groups}
        label="Loading your groups"
        errorMessage="Your groups could not be loaded."
        isEmpty={(data) => data.groups.length === 0}
        empty={
          <EmptyState
            icon={<Users className="size-8" aria-hidden />}
            title="You are not in a group yet"
            description="Create one for your church, youth group or class and share its invite link, or open an invite link a leader sent you."
            action={createButton}
          />
        }
      >
        {(data) => (
          <>
            <ul className="grid gap-3 md:grid-cols-2" aria-label="Your groups">
              {data.groups.map((group) => (
                <li key={group.id}>
                  <GroupCard group={group} />
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-slate-500">{`You belong to ${data.groups.length} of at most ${plural(data.limit, "group")}.`}</p>
          </>
        )}
      </QueryState>
      <FormDialog
        open={creating}
        onClose={() => setCreating(false)}
        busy={create.isPending}
        title="Create a group"
        description="You will be its owner: you can name co-leaders and invite members with a link."
      >
        {creating ? (
          <GroupForm
            submitLabel="Create group"
            busyLabel="Creating..."
            onCancel={() => setCreating(false)}
            onSubmit={async (values) => {
              const { id } = await create.mutateAsync(values);
              setCreating(false);
              toast.success("Group created", { description: "Share its invite link to bring your members in." });
              void navigate(paths.member.group(id));
            }}
          />
        ) : null}
      </FormDialog>
    </>
  );
}

function GroupCard({ group }: { group: MyGroup }) {
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
            <Badge tone={group.role === "member" ? "neutral" : "indigo"}>{ROLE_LABELS[group.role]}</Badge>
            {plural(group.memberCount, "member")}
          </span>
        </span>
        <ChevronRight className="size-4 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-indigo-600" aria-hidden />
      </Link>
    </Card>
  );
}
