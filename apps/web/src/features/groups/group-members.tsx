import { UserMinus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { GroupDetail, GroupMember } from "@berean/domain";
import { DataTable, type ColumnDef } from "../../components/data-table";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { isApiError } from "../../lib/api";
import { formatDate, orDash } from "../../lib/format";
import { useRemoveMember, useSetMemberRole } from "./api/groups";
import { ROLE_LABELS } from "./group-place";
import { useT } from "./messages";

function RoleBadge({ role }: { role: GroupMember["role"] }) {
  const t = useT();
  return <Badge tone={role === "member" ? "neutral" : "indigo"}>{t(ROLE_LABELS[role])}</Badge>;
}
const ROLE_ORDER = { owner: 0, leader: 1, member: 2 } as const;

/**
 * The group's members, by the names they chose (never an email). Leaders also see when each
 * joined and may remove members; the owner names and unnames co-leaders (docs/architecture.md §4 'Groups').
 */
export function GroupMembers({ group, viewerId }: { group: GroupDetail; viewerId: string }) {
  const t = useT();
  const leader = group.myRole !== "member";
  const owner = group.myRole === "owner";
  const setRole = useSetMemberRole(group.id);
  const remove = useRemoveMember(group.id);
  const [removing, setRemoving] = useState<GroupMember | null>(null);

  const columns: ColumnDef<GroupMember, unknown>[] = [
    {
      id: "name",
      header: t("colName"),
      accessorKey: "name",
      cell: ({ row }) => (
        <span className="font-medium text-slate-900 [overflow-wrap:anywhere]">
          {row.original.name}
          {row.original.userId === viewerId ? <span className="ml-2 text-xs font-semibold text-indigo-600">{t("youTag")}</span> : null}
        </span>
      ),
    },
    { id: "role", header: t("colRole"), accessorFn: (m) => ROLE_ORDER[m.role], cell: ({ row }) => <RoleBadge role={row.original.role} /> },
    ...(leader
      ? [
          {
            id: "joined",
            header: t("colJoined"),
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
                      onSuccess: () => toast.success(t(m.role === "leader" ? "memberAgainToast" : "coLeaderToast", { name: m.name })),
                      onError: (error) => toast.error(t("roleFailed"), { description: isApiError(error) ? error.message : undefined }),
                    },
                  )
                }
              >
                {m.role === "leader" ? t("removeCoLeader") : t("makeCoLeader")}
              </Button>
            ) : null}
            {canRemove(m) ? (
              <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => setRemoving(m)}>
                <UserMinus aria-hidden />
                {t("remove")}
              </Button>
            ) : null}
          </>
        )
    : undefined;

  return (
    <section aria-labelledby="group-members" className="min-w-0">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="group-members" className="text-lg font-semibold text-slate-900">
          {t("members")}
        </h2>
        <p className="text-sm text-slate-600">{t("memberCountOfLimit", { count: group.memberCount, limit: group.memberLimit })}</p>
      </div>
      <DataTable
        data={group.members}
        columns={columns}
        rowId={(m) => m.userId}
        minWidth={leader ? "min-w-[40rem]" : "min-w-[24rem]"}
        initialSort={{ id: "role", desc: false }}
        rowActions={rowActions}
        caption={t("membersCaption")}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={removing ? t("removeTitle", { name: removing.name }) : t("removeThisMemberTitle")}
        description={t("removeDescription")}
        confirmLabel={t("remove")}
        busyLabel={t("removing")}
        onConfirm={() =>
          removing
            ? remove.mutateAsync(removing.userId).then(
                () => {
                  toast.success(t("removedToast", { name: removing.name }));
                  setRemoving(null);
                },
                (error: unknown) => toast.error(t("removeFailed"), { description: isApiError(error) ? error.message : undefined }),
              )
            : Promise.resolve()
        }
      />
    </section>
  );
}
