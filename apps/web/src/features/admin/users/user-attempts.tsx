import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ADMIN_ATTEMPT_SORTS, type AdminAttemptList, type AdminUserDetail } from "@berean/domain";
import { DataTable } from "../../../components/data-table";
import { EmptyState, QueryState } from "../../../components/page-states";
import { apiPaths } from "../../../config/paths";
import { api, withQuery } from "../../../lib/api";
import { adminAttemptColumns } from "../attempts/attempt-columns";

type AttemptSort = (typeof ADMIN_ATTEMPT_SORTS)[number];
const columns = adminAttemptColumns({ withUser: false });

/** The member's ended attempts on /admin/users/{id}, newest first, with the admin's score labels; voiding stays on /admin/attempts. */
export function UserAttempts({ user }: { user: AdminUserDetail }) {
  const [sort, setSort] = useState<{ id: AttemptSort; desc: boolean }>({ id: "date", desc: true });
  const [page, setPage] = useState(1);
  const attempts = useQuery({
    queryKey: ["admin", "attempts", "user", user.id, sort.id, sort.desc, page],
    queryFn: () =>
      api.get<AdminAttemptList>(withQuery(apiPaths.adminAttempts, { userId: user.id, sort: sort.id, order: sort.desc ? "desc" : "asc", page: String(page) })),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="user-attempts" className="mt-8">
      <h2 id="user-attempts" className="mb-3 text-lg font-semibold text-slate-900">
        Attempts
      </h2>
      <QueryState
        query={attempts}
        label="Loading the member's attempts"
        errorMessage="Failed to load the member's attempts."
        isEmpty={(data) => data.attempts.length === 0}
        empty={<EmptyState title="No attempts yet" description="This member has not finished a quiz." />}
      >
        {(data) => (
          <DataTable
            data={data.attempts}
            columns={columns}
            rowId={(a) => String(a.id)}
            minWidth="min-w-[44rem]"
            caption={`Attempts of ${user.fullName || user.email}`}
            sort={{
              value: sort,
              onChange: (next) => {
                setSort({ id: next.id as AttemptSort, desc: next.desc });
                setPage(1);
              },
            }}
            paging={{ total: data.total, page, pageSize: data.pageSize, noun: ["attempt", "attempts"], busy: attempts.isFetching, onPage: setPage }}
          />
        )}
      </QueryState>
    </section>
  );
}
