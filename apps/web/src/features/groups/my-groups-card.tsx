import { ChevronRight, Users } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { useMyGroups } from "../../lib/my-groups";
import { groupPlace, ROLE_LABELS } from "./group-place";
import { useT } from "./messages";

const SHOWN = 3;

/** The dashboard's 'My groups': up to three of the member's groups and the way to all of them. */
export function MyGroupsCard() {
  const t = useT();
  const groups = useMyGroups();
  return (
    <Card className="p-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="my-groups" className="flex items-center gap-2 font-semibold text-slate-900">
          <Users className="size-5 text-indigo-600" aria-hidden />
          {t("myGroups")}
        </h2>
        {groups.data && groups.data.groups.length > 0 ? (
          <Link to={paths.member.groups} className="text-sm font-medium text-indigo-600 hover:underline">
            {t("allGroups")}
          </Link>
        ) : null}
      </div>
      {groups.isPending ? (
        <div aria-hidden className="flex flex-col gap-2">
          <span className="h-10 animate-pulse rounded-lg bg-slate-100" />
          <span className="h-10 animate-pulse rounded-lg bg-slate-100" />
        </div>
      ) : groups.isError ? (
        <p role="alert" className="text-sm text-slate-600">
          {t("groupsLoadFailed")}{" "}
          <button type="button" onClick={() => void groups.refetch()} className="font-medium text-indigo-600 hover:underline">
            {t("tryAgain")}
          </button>
        </p>
      ) : groups.data.groups.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-slate-600">{t("myGroupsEmpty")}</p>
          <Button asChild size="sm" variant="secondary">
            <Link to={paths.member.groups}>{t("createOrJoin")}</Link>
          </Button>
        </div>
      ) : (
        <ul className="-mx-2 flex flex-col">
          {groups.data.groups.slice(0, SHOWN).map((group) => {
            const place = groupPlace(group);
            return (
              <li key={group.id}>
                <Link
                  to={paths.member.group(group.id)}
                  className="group flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate font-medium text-slate-900 group-hover:text-indigo-700">{group.name}</span>
                    {place ? <span className="truncate text-xs text-slate-600">{place}</span> : null}
                    <span className="text-xs text-slate-500">{t("roleAndCount", { role: t(ROLE_LABELS[group.role]), count: group.memberCount })}</span>
                  </span>
                  <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
