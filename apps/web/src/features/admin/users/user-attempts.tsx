import { useState } from "react";
import type { AdminUserDetail } from "@berean/domain";
import { DataTable } from "../../../components/data-table";
import { EmptyState, QueryState } from "../../../components/page-states";
import { useUserAttempts, type AttemptSort } from "../api/attempts";
import { adminAttemptColumns } from "../attempts/attempt-columns";

const columns = adminAttemptColumns({ withUser: false });

/** The member's ended attempts on /admin/users/{id}, newest first, with the admin's score labels; voiding stays on /admin/attempts. */
export function UserAttempts({ user }: { user: AdminUserDetail }) {
  const [sort, setSort] = useState<{ id: AttemptSort; desc: boolean }>({ id: "date", desc: true });
  const [page, setPage] = useState(1);
  const attempts = useUserAttempts(user.id, sort, page);
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
