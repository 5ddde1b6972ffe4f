import { ArrowLeft, MonitorPlay, Presentation, SearchX } from "lucide-react";
import { Link, useParams } from "react-router";
import type { GroupDetail } from "@berean/domain";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, EmptyState, ErrorState } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { isApiError } from "../../lib/api";
import { useCurrentUser } from "../../lib/current-user";
import { useGroup } from "./api/groups";
import { GroupAssignments } from "../assignments";
import { GroupActions } from "./group-actions";
import { GroupBoards } from "./group-boards";
import { GroupMembers } from "./group-members";
import { groupPlace, ROLE_LABELS } from "./group-place";
import { InvitePanel } from "./invite-panel";
import { useT } from "./messages";

/** /groups/:id, members only (docs/architecture.md §4 'Groups'): boards, assignments, members; the invite for leaders. */
export function GroupPage() {
  const t = useT();
  const id = Number(useParams().id);
  const group = useGroup(id);
  const user = useCurrentUser();

  if (!Number.isInteger(id) || id <= 0 || (group.isError && isApiError(group.error) && group.error.status === 404)) return <GroupNotFound />;
  if (group.isPending) return <DelayedSpinner label={t("loadingGroup")} />;
  if (group.isError) {
    return <ErrorState message={t("loadFailed")} onRetry={() => void group.refetch()} retrying={group.isFetching} />;
  }
  return <GroupView group={group.data} viewerId={user.id} />;
}

function BackToGroups() {
  const t = useT();
  return (
    <Link
      to={paths.member.groups}
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-indigo-600 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {t("allGroups")}
    </Link>
  );
}

function GroupNotFound() {
  const t = useT();
  return (
    <>
      <title>{t("notFoundPageTitle")}</title>
      <BackToGroups />
      <h1 className="sr-only">{t("notFound")}</h1>
      <EmptyState
        icon={<SearchX className="size-8" aria-hidden />}
        title={t("notFound")}
        description={t("notFoundDescription")}
        action={
          <Button asChild size="sm">
            <Link to={paths.member.groups}>{t("yourGroups")}</Link>
          </Button>
        }
      />
    </>
  );
}

function GroupView({ group, viewerId }: { group: GroupDetail; viewerId: string }) {
  const t = useT();
  const leader = group.myRole !== "member";
  const place = groupPlace(group);
  return (
    <>
      <BackToGroups />
      <PageHeader
        title={group.name}
        aside={<Badge tone={leader ? "indigo" : "neutral"}>{t(ROLE_LABELS[group.myRole])}</Badge>}
        description={
          place || group.description ? (
            <span className="flex flex-col gap-1">
              {place ? <span className="font-medium text-slate-700 [overflow-wrap:anywhere]">{place}</span> : null}
              {group.description ? <span className="whitespace-pre-line [overflow-wrap:anywhere]">{group.description}</span> : null}
            </span>
          ) : undefined
        }
        actions={
          <>
            {/* Leaders host a live game from the group's assignments (docs/architecture.md §4 'Hosted games'). */}
            {leader ? (
              <Button asChild variant="secondary">
                <Link to={`${paths.member.hostGame}?group=${group.id}`}>
                  <MonitorPlay aria-hidden />
                  {t("hostGame")}
                </Link>
              </Button>
            ) : null}
            <Button asChild variant="secondary">
              <Link to={paths.member.groupPresent(group.id)}>
                <Presentation aria-hidden />
                {t("present")}
              </Link>
            </Button>
            <GroupActions group={group} />
          </>
        }
      />
      <div className="flex flex-col gap-6">
        <div className={leader ? "grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]" : undefined}>
          <GroupBoards groupId={group.id} />
          {leader ? <InvitePanel groupId={group.id} invite={group.invite} /> : null}
        </div>
        <GroupAssignments groupId={group.id} canAssign={leader} groupName={group.name} />
        <GroupMembers group={group} viewerId={viewerId} />
      </div>
    </>
  );
}
