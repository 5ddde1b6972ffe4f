import { UserMinus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { GroupDetail, GroupMember } from "@berean/domain";
import { DataTable, type ColumnDef } from "../../components/data-table";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { isApiError } from "../../lib/api";
import { formatDate, orDash, plural } from "../../lib/format";
import { useRemoveMember, useSetMemberRole } from "./api/groups";
import { ROLE_LABELS } from "./group-place";

const roleBadge = (role: GroupMember["role"]) => <Badge tone={role === "member" ? "neutral" : "indigo"}>{ROLE_LABELS[role]}</Badge>;
const ROLE_ORDER = { owner: 0, leader: 1, member: 2 } as const;

/**
 * The group's members, by the names they chose (never an email). Leaders also see when each
 * joined and may remove members; the owner names and unnames co-leaders (docs/architecture.md §4 'Groups').
 */
export function GroupMembers({ group, viewerId }: { group: GroupDetail; viewerId: string }) {
  const leader = group.myRole !== "member";
  const owner = group.myRole === "owner";
  const setRole = useSetMemberRole(group.id);
  const remove = useRemoveMember(group.id);
  const [removing, setRemoving] = useState<GroupMember | null>(null);

  const columns: ColumnDef<GroupMember, unknown>[] = [
    {
      id: "name",
      header: "Name",
      accessorKey: "name",
      cell: ({ row }) => (
        <span className="font-medium text-slate-900 [overflow-wrap:anywhere]">
          {row.original.name}
          {row.original.userId === viewerId ? <span className="ml-2 text-xs font-semibold text-indigo-600">(you)</span> : null}
        </span>
      ),
    },
    { id: "role", header: "Role", accessorFn: (m) => ROLE_ORDER[m.role], cell: ({ row }) => roleBadge(row.original.role) },
    ...(leader
      ? [
          {
            id: "joined",
            header: "Joined",
            accessorFn: (m: GroupMember) => m.joinedAt ?? "",
            cell: ({ row }: { row: { original: GroupMember } }) => orDash(row.original.joinedAt, formatDate),
          } satisfies ColumnDef<GroupMember, unknown>,
        ]
      : []),
  ];

  // A co-leader removes members; only the owner removes a co-leader; nobody removes the owner or themselves (they leave).
  const canRemove = (m: GroupMember) => leader && m.userId !== viewerId && m.role !== "owner" && (owner || m.role === "member");
  const rowActions = leader
    ? (m: GroupMember) =>
        m.userId === viewerId || m.role === "owner" ? null : (
          <>
            {owner ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={setRole.isPending}
                onClick={() =>
                  setRole.mutate(
                    { userId: m.userId, role: m.role === "leader" ? "member" : "leader" },
                    {
                      onSuccess: () => toast.success(m.role === "leader" ? `${m.name} is a member again` : `${m.name} is a co-leader`),
                      onError: (error) => toast.error("Could not change the role", { description: isApiError(error) ? error.message : undefined }),
                    },
                  )
                }
              >
                {m.role === "leader" ? "Remove co-leader" : "Make co-leader"}
              </Button>
            ) : null}
            {canRemove(m) ? (
              <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => setRemoving(m)}>
                <UserMinus aria-hidden />
                Remove
              </Button>
            ) : null}
          </>
        )
    : undefined;

  return (
    <section aria-labelledby="group-members" className="min-w-0">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="group-members" className="text-lg font-semibold text-slate-900">
          Members
        </h2>
        <p className="text-sm text-slate-600">{`${plural(group.memberCount, "member")} of at most ${group.memberLimit.toLocaleString("en-US")}`}</p>
      </div>
      <DataTable
        data={group.members}
        columns={columns}
        rowId={(m) => m.userId}
        minWidth={leader ? "min-w-[40rem]" : "min-w-[24rem]"}
        initialSort={{ id: "role", desc: false }}
        rowActions={rowActions}
        caption="Members of the group"
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={`Remove ${removing?.name ?? "this member"}?`}
        description="They lose access to the group, its boards and its assignments at once. Their own results stay theirs; they can join again only through a current invite link."
        confirmLabel="Remove"
        busyLabel="Removing..."
        onConfirm={() =>
          removing
            ? remove.mutateAsync(removing.userId).then(
                () => {
                  toast.success(`${removing.name} was removed from the group`);
                  setRemoving(null);
                },
                (error: unknown) => toast.error("Could not remove the member", { description: isApiError(error) ? error.message : undefined }),
              )
            : Promise.resolve()
        }
      />
    </section>
  );
}
