import { useMemo, useState } from "react";
import { Link } from "react-router";
import type { AdminUser, AdminUserSort } from "@berean/domain";
import { DataTable, SearchBox, type ColumnDef } from "../../../components/data-table";
import { PageHeader } from "../../../components/page-header";
import { EmptyState, QueryState } from "../../../components/page-states";
import { PlanBadge } from "../../../components/plan-badge";
import { Badge } from "../../../components/ui/badge";
import { adminUserPath } from "../../../config/paths";
import { useDebouncedSearch } from "../../../lib/use-debounced-search";
import { useAdminUsers } from "../api/admin-users";
import { useT, type AdminT } from "../messages";

const columns = (t: AdminT): ColumnDef<AdminUser, unknown>[] => [
  {
    id: "id",
    header: t("userId"),
    accessorKey: "id",
    enableSorting: false,
    cell: ({ row }) => <span title={row.original.id}>{row.original.id}</span>,
    meta: { cellClassName: "max-w-32 truncate font-mono text-xs text-slate-500" },
  },
  {
    id: "name",
    header: t("fullName"),
    accessorKey: "fullName",
    cell: ({ row }) => (
      <Link
        to={adminUserPath(row.original.id)}
        className="font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {row.original.fullName || t("noName")}
      </Link>
    ),
  },
  { id: "email", header: t("email"), accessorKey: "email", meta: { cellClassName: "text-slate-700" } },
  {
    id: "role",
    header: t("role"),
    accessorKey: "role",
    cell: ({ row }) => (row.original.role === "admin" ? <Badge tone="indigo">{t("roleAdmin")}</Badge> : <Badge>{t("roleUser")}</Badge>),
  },
  { id: "plan", header: t("colPlan"), accessorKey: "plan", cell: ({ row }) => <PlanBadge plan={row.original.plan} /> },
  { id: "attempts", header: t("attemptsTitle"), accessorKey: "attempts", enableSorting: false, meta: { align: "right" } },
];

/** /admin/users: every member, searched, sorted and paged by the server; a name opens the member (docs/product.md part 2 §2 'Admin users'). */
export function AdminUsersPage() {
  const t = useT();
  const userColumns = useMemo(() => columns(t), [t]);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ id: AdminUserSort; desc: boolean }>({ id: "joined", desc: true });
  const { text, setText, search } = useDebouncedSearch(() => setPage(1));
  const users = useAdminUsers(search, sort, page);
  return (
    <>
      <PageHeader title={t("usersTitle")} description={t("usersDescription")} />
      <div className="mb-4">
        <SearchBox label={t("usersSearch")} placeholder={t("usersSearchPlaceholder")} value={text} onChange={setText} />
      </div>
      <QueryState
        query={users}
        label={t("usersLoading")}
        errorMessage={t("usersFailed")}
        isEmpty={(data) => data.users.length === 0}
        empty={<EmptyState title={t("noUsers")} description={search ? t("usersNoMatch", { search }) : t("usersNone")} />}
      >
        {(data) => (
          <DataTable
            data={data.users}
            columns={userColumns}
            rowId={(u) => u.id}
            minWidth="min-w-[44rem]"
            sort={{
              value: sort,
              onChange: (next) => {
                setSort({ id: next.id as AdminUserSort, desc: next.desc });
                setPage(1);
              },
            }}
            paging={{ total: data.total, page, pageSize: data.pageSize, noun: [t("nounUser"), t("nounUsers")], busy: users.isFetching, onPage: setPage }}
          />
        )}
      </QueryState>
    </>
  );
}
