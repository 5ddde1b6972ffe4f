import { Trash2, Users } from "lucide-react";
import { useState } from "react";
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

const columns: ColumnDef<AdminGroup, unknown>[] = [
  { id: "name", header: "Name", accessorKey: "name", enableSorting: false, meta: { cellClassName: "font-medium text-slate-900 [overflow-wrap:anywhere]" } },
  {
    id: "owner",
    header: "Owner",
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
    header: "Members",
    accessorKey: "memberCount",
    enableSorting: false,
    meta: { align: "right" },
    cell: ({ row }) => row.original.memberCount.toLocaleString("en-US"),
  },
  { id: "created", header: "Created", accessorKey: "createdAt", enableSorting: false, cell: ({ row }) => formatDate(row.original.createdAt) },
];

/** /admin/groups: every group with its owner and size, searched by name; an admin may remove one, audit-logged (docs/architecture.md §4 'Groups'). */
export function AdminGroupsPage() {
  const [page, setPage] = useState(1);
  const { text, setText, search } = useDebouncedSearch(() => setPage(1));
  const groups = useAdminGroups(search, page);
  const remove = useRemoveGroupAsAdmin();
  const [removing, setRemoving] = useState<AdminGroup | null>(null);
  return (
    <>
      <PageHeader title="Groups" description="Churches, youth groups and classes on Berean, newest first. Removing a group ends it for all its members." />
      <div className="mb-4">
        <SearchBox label="Search groups" placeholder="Search by group name" value={text} onChange={setText} />
      </div>
      <QueryState
        query={groups}
        label="Loading groups"
        errorMessage="Failed to load groups."
        isEmpty={(data) => data.groups.length === 0}
        empty={
          <EmptyState
            icon={<Users className="size-8" aria-hidden />}
            title="No groups found"
            description={search ? `No group is named like “${search}”.` : "Nobody has created a group yet."}
          />
        }
      >
        {(data) => (
          <DataTable
            data={data.groups}
            columns={columns}
            rowId={(g) => String(g.id)}
            minWidth="min-w-[44rem]"
            cardSort={false}
            rowActions={(g) => (
              <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => setRemoving(g)}>
                <Trash2 aria-hidden />
                Remove
              </Button>
            )}
            paging={{ total: data.total, page, pageSize: data.pageSize, noun: ["group", "groups"], busy: groups.isFetching, onPage: setPage }}
          />
        )}
      </QueryState>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={`Remove ${removing?.name ?? "this group"}?`}
        description="The group, its members list, boards and assignments go for everyone, and its invite link stops working. Members keep their own results. The removal is written to the audit log."
        confirmLabel="Remove"
        busyLabel="Removing..."
        onConfirm={() =>
          removing
            ? remove.mutateAsync(removing.id).then(
                () => {
                  toast.success(`${removing.name} was removed`);
                  setRemoving(null);
                },
                (error: unknown) => toast.error("Could not remove the group", { description: isApiError(error) ? error.message : undefined }),
              )
            : Promise.resolve()
        }
      />
    </>
  );
}
