import { useMemo, useState } from "react";
import type { AdminUserDetail } from "@berean/domain";
import { DataTable } from "../../../components/data-table";
import { EmptyState, QueryState } from "../../../components/page-states";
import { useUserAttempts, type AttemptSort } from "../api/attempts";
import { adminAttemptColumns } from "../attempts/attempt-columns";
import { useT } from "../messages";

/** The member's ended attempts on /admin/users/{id}, newest first, with the admin's score labels; voiding stays on /admin/attempts. */
export function UserAttempts({ user }: { user: AdminUserDetail }) {
  const t = useT();
  const columns = useMemo(() => adminAttemptColumns({ withUser: false, t }), [t]);
  const [sort, setSort] = useState<{ id: AttemptSort; desc: boolean }>({ id: "date", desc: true });
  const [page, setPage] = useState(1);
  const attempts = useUserAttempts(user.id, sort, page);
  return (
    <section aria-labelledby="user-attempts" className="mt-8">
      <h2 id="user-attempts" className="mb-3 text-lg font-semibold text-slate-900">
        {t("attemptsTitle")}
      </h2>
      <QueryState
        query={attempts}
        label={t("memberAttemptsLoading")}
        errorMessage={t("memberAttemptsFailed")}
        isEmpty={(data) => data.attempts.length === 0}
        empty={<EmptyState title={t("noAttemptsYet")} description={t("memberNoAttempts")} />}
      >
        {(data) => (
          <DataTable
            data={data.attempts}
            columns={columns}
            rowId={(a) => String(a.id)}
            minWidth="min-w-[44rem]"
            caption={t("attemptsOf", { name: user.fullName || user.email })}
            sort={{
              value: sort,
              onChange: (next) => {
                setSort({ id: next.id as AttemptSort, desc: next.desc });
                setPage(1);
              },
            }}
            paging={{
              total: data.total,
              page,
              pageSize: data.pageSize,
              noun: [t("nounAttempt"), t("nounAttempts")],
              busy: attempts.isFetching,
              onPage: setPage,
            }}
          />
        )}
      </QueryState>
    </section>
  );
}
