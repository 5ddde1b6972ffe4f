import { Trash2, Users } from "lucide-react";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import type { AdminGroup } from "@berean/domain";
import { DataTable, SearchBox, type ColumnDef } from "../../../components/data-table";
import { PageHeader } from "../../../components/page-header";
import { EmptyState, QueryState } from "../../../components/page-states";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { isApiError } from "../../../lib/api";
import { formatDate } from "../../../lib/format";
import { useDebouncedSearch } from "../../../lib/use-debounced-search";
import { useAdminGroups, useRemoveGroupAsAdmin } from "../api/groups";
import { useT, type AdminT } from "../messages";

const columns = (t: AdminT): ColumnDef<AdminGroup, unknown>[] => [
  {
    id: "name",
    header: t("colName"),
    accessorKey: "name",
    enableSorting: false,
    meta: { cellClassName: "font-medium text-slate-900 [overflow-wrap:anywhere]" },
  },
  {
    id: "owner",
    header: t("colOwner"),
    enableSorting: false,
    cell: ({ row }) => (
      <span className="flex flex-col">
        <span className="text-slate-900">{row.original.ownerName}</span>
        <span className="text-xs text-slate-500 [overflow-wrap:anywhere]">{row.original.ownerEmail}</span>
      </span>
    ),
  },
  {
    id: "members",
    header: t("colMembers"),
    accessorKey: "memberCount",
    enableSorting: false,
    meta: { align: "right" },
    cell: ({ row }) => t.intl.formatNumber(row.original.memberCount),
  },
  { id: "created", header: t("colCreated"), accessorKey: "createdAt", enableSorting: false, cell: ({ row }) => formatDate(row.original.createdAt) },
];

/** /admin/groups: every group with its owner and size, searched by name; an admin may remove one, audit-logged (docs/architecture.md §4 'Groups'). */
export function AdminGroupsPage() {
  const t = useT();
  const groupColumns = useMemo(() => columns(t), [t]);
  const [page, setPage] = useState(1);
  const { text, setText, search } = useDebouncedSearch(() => setPage(1));
  const groups = useAdminGroups(search, page);
  const remove = useRemoveGroupAsAdmin();
  const [removing, setRemoving] = useState<AdminGroup | null>(null);
  return (
    <>
      <PageHeader title={t("statGroups")} description={t("groupsDescription")} />
      <div className="mb-4">
        <SearchBox label={t("groupsSearch")} placeholder={t("groupsSearchPlaceholder")} value={text} onChange={setText} />
      </div>
      <QueryState
        query={groups}
        label={t("groupsLoading")}
        errorMessage={t("groupsFailed")}
        isEmpty={(data) => data.groups.length === 0}
        empty={
          <EmptyState
            icon={<Users className="size-8" aria-hidden />}
            title={t("noGroups")}
            description={search ? t("groupsNoMatch", { search }) : t("groupsNone")}
          />
        }
      >
        {(data) => (
          <DataTable
            data={data.groups}
            columns={groupColumns}
            rowId={(g) => String(g.id)}
            minWidth="min-w-[44rem]"
            cardSort={false}
            rowActions={(g) => (
              <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => setRemoving(g)}>
                <Trash2 aria-hidden />
                {t("remove")}
              </Button>
            )}
            paging={{ total: data.total, page, pageSize: data.pageSize, noun: [t("nounGroup"), t("nounGroups")], busy: groups.isFetching, onPage: setPage }}
          />
        )}
      </QueryState>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={removing ? t("removeGroupTitle", { name: removing.name }) : t("removeThisGroup")}
        description={t("removeGroupText")}
        confirmLabel={t("remove")}
        busyLabel={t("removing")}
        onConfirm={() =>
          removing
            ? remove.mutateAsync(removing.id).then(
                () => {
                  toast.success(t("groupRemoved", { name: removing.name }));
                  setRemoving(null);
                },
                (error: unknown) => toast.error(t("groupRemoveFailed"), { description: isApiError(error) ? error.message : undefined }),
              )
            : Promise.resolve()
        }
      />
    </>
  );
}
