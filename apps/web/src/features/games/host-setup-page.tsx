import { GAME_FREE_PLAYERS, GAME_PLAYERS_MAX, type Hostable } from "@berean/domain";
import { MonitorPlay, QrCode, Trophy } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "../../components/page-header";
import { QueryState } from "../../components/page-states";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { isApiError } from "../../lib/api";
import { useHostable } from "./api/games";
import { HostSetupForm, initialValues } from "./host-setup-form";
import { useT } from "./messages";

/** A whole number from the address (`?group=12`), or null. */
function idParam(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * 'Host a game' (docs/architecture.md §4 'Hosted games'): choose the questions and the clock;
 * 'Create game' opens the game's projector screen. A group's page links here with `?group=`,
 * an assignment with `?assignment=`.
 */
export function HostSetupPage() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const hostable = useHostable();
  const group = idParam(search.get("group"));
  const assignment = idParam(search.get("assignment"));

  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader title={t("pageTitle")} description={t("pageDescription")} />
      <QueryState
        query={hostable}
        label={t("loadingHostable")}
        errorMessage={t("hostableFailed")}
        errorText={(error) => (isApiError(error) && error.status > 0 && error.status < 500 ? error.message : t("hostableFailed"))}
      >
        {(data) => (
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
            <Card className="p-5 sm:p-6">
              <SetupForm hostable={data} group={group} assignment={assignment} onShowAllGroups={() => setSearch({}, { replace: true })} />
            </Card>
            <HowItRuns playerLimit={data.playerLimit} />
          </div>
        )}
      </QueryState>
    </div>
  );
}

/** The form starts from the address's choice; a later change of the address (show all groups) keeps what was typed. */
function SetupForm({
  hostable,
  group,
  assignment,
  onShowAllGroups,
}: {
  hostable: Hostable;
  group: number | null;
  assignment: number | null;
  onShowAllGroups: () => void;
}) {
  const [initial] = useState(() => initialValues(hostable, group, assignment));
  return <HostSetupForm hostable={hostable} initial={initial} group={group} onShowAllGroups={onShowAllGroups} />;
}

function HowItRuns({ playerLimit }: { playerLimit: number }) {
  const t = useT();
  return (
    <Card className="flex flex-col gap-4 p-5 text-sm text-slate-700">
      <h2 className="text-base font-semibold text-slate-900">{t("howItRuns")}</h2>
      <Step icon={<MonitorPlay className="size-5" aria-hidden />}>{t("stepScreen")}</Step>
      <Step icon={<QrCode className="size-5" aria-hidden />}>{t("stepJoin")}</Step>
      <Step icon={<Trophy className="size-5" aria-hidden />}>{t("stepQuestions")}</Step>
      <p className="border-t border-slate-100 pt-4">
        {t("playerLimit", { limit: playerLimit })}
        {playerLimit <= GAME_FREE_PLAYERS ? (
          <>
            {` ${t("proHostsUpTo", { max: GAME_PLAYERS_MAX })} `}
            <Link to={paths.member.upgrade} className="font-semibold text-indigo-600 hover:underline">
              {t("upgrade")}
            </Link>
          </>
        ) : null}
      </p>
    </Card>
  );
}

function Step({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex gap-3">
      <span className="mt-0.5 text-indigo-600">{icon}</span>
      <span>{children}</span>
    </p>
  );
}
