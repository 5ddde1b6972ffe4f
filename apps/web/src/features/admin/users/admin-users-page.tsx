import { useState } from "react";
import { useNavigate } from "react-router";
import { DataTable, SearchBox } from "../../../components/data-table";
import { PageHeader } from "../../../components/page-header";
import { Pager } from "../../../components/pager";
import { DelayedSpinner, EmptyState, ErrorState } from "../../../components/page-states";
import { PlanBadge } from "../../../components/plan-badge";
import { Badge } from "../../../components/ui/badge";
import { adminUserPath } from "../../../config/paths";
import { useDebouncedSearch } from "../../../lib/use-debounced-search";
import { useAdminUsers } from "../../../queries/admin-users";

/** /admin/users: every member, searchable, a page at a time; a row opens the member (spec 2 'Admin users'). */
export function AdminUsersPage() {
  const [page, setPage] = useState(1);
  const { text, setText, search } = useDebouncedSearch(() => setPage(1));
  const users = useAdminUsers(search, page);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Users" description="Members, their roles and plans. A role change signs the member out everywhere." />
      <div className="mb-4">
        <SearchBox label="Search users" placeholder="Search by name, email or user ID" value={text} onChange={setText} />
      </div>
      {users.isPending ? (
        <DelayedSpinner label="Loading users" />
      ) : users.isError ? (
        <ErrorState message="Failed to load users." onRetry={() => void users.refetch()} retrying={users.isFetching} />
      ) : users.data.users.length === 0 ? (
        <EmptyState title="No users found" description={search ? `Nobody matches “${search}”.` : "Nobody has registered yet."} />
      ) : (
        <DataTable className="min-w-[44rem]" columns={[{ label: "User ID" }, { label: "Full Name" }, { label: "Email" }, { label: "Role" }, { label: "Plan" }, { label: "Attempts", align: "right" }]} footer={<Pager total={users.data.total} page={page} pageSize={users.data.pageSize} noun={["user", "users"]} busy={users.isFetching} onPage={setPage} />}>
          {users.data.users.map((u) => (
            <tr key={u.id} onClick={() => navigate(adminUserPath(u.id))} className="cursor-pointer hover:bg-indigo-50/50">
              <td className="max-w-32 truncate px-4 py-3 font-mono text-xs text-slate-500">{u.id}</td>
              <td className="px-4 py-3">
                {/* The link makes the row reachable by keyboard; the row click is a convenience. */}
                <a href={adminUserPath(u.id)} onClick={(e) => { e.preventDefault(); navigate(adminUserPath(u.id)); }} className="font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
                  {u.fullName || "(no name)"}
                </a>
              </td>
              <td className="px-4 py-3 text-slate-700">{u.email}</td>
              <td className="px-4 py-3">{u.role === "admin" ? <Badge tone="indigo">Admin</Badge> : <Badge>User</Badge>}</td>
              <td className="px-4 py-3">
                <PlanBadge plan={u.plan} />
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{u.attempts}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
