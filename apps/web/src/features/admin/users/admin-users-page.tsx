import { Search } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { PageHeader } from "../../../components/page-header";
import { Pager } from "../../../components/pager";
import { DelayedSpinner, EmptyState, ErrorState } from "../../../components/page-states";
import { PlanBadge } from "../../../components/plan-badge";
import { Badge } from "../../../components/ui/badge";
import { Card } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
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
      <div className="relative mb-4 max-w-md">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
        <Input type="search" aria-label="Search users" placeholder="Search by name, email or user ID" value={text} onChange={(e) => setText(e.target.value)} className="pl-9" />
      </div>
      {users.isPending ? (
        <DelayedSpinner label="Loading users" />
      ) : users.isError ? (
        <ErrorState message="Failed to load users." onRetry={() => void users.refetch()} retrying={users.isFetching} />
      ) : users.data.users.length === 0 ? (
        <EmptyState title="No users found" description={search ? `Nobody matches “${search}”.` : "Nobody has registered yet."} />
      ) : (
        <Card className="min-w-0 overflow-hidden">
          <div className="overflow-x-auto">
            <table className="w-full min-w-[44rem] text-left text-sm">
              <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">User ID</th>
                  <th scope="col" className="px-4 py-3">Full Name</th>
                  <th scope="col" className="px-4 py-3">Email</th>
                  <th scope="col" className="px-4 py-3">Role</th>
                  <th scope="col" className="px-4 py-3">Plan</th>
                  <th scope="col" className="px-4 py-3 text-right">Attempts</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
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
              </tbody>
            </table>
          </div>
          <Pager total={users.data.total} page={page} pageSize={users.data.pageSize} noun={["user", "users"]} busy={users.isFetching} onPage={setPage} />
        </Card>
      )}
    </>
  );
}
