import { Tabs } from "radix-ui";
import { Crown, Trophy, Users } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatCents, formatDuration } from "@berean/domain";
import { ErrorState } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { useLatestCompetition } from "./api/latest-competition";
import { useLeaderboard, type LeaderboardWindow } from "../leaderboard";
import { RankedList } from "../../components/ranked-list";
import { useMe } from "../../lib/session";
import { useT } from "./messages";

const BOARD_TABS = [
  { value: "all", label: "globalLeaderboard", caption: "captionAll" },
  { value: "week", label: "weeklyTop10", caption: "captionWeek" },
  { value: "month", label: "monthlyChampions", caption: "captionMonth" },
] as const satisfies { value: LeaderboardWindow; label: string; caption: string }[];

function ListSkeleton() {
  const t = useT();
  return (
    <div aria-busy className="flex flex-col gap-2">
      <span className="sr-only">{t("loading")}</span>
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="h-15 animate-pulse rounded-xl bg-slate-100" />
      ))}
    </div>
  );
}

function WindowBoard({ window }: { window: LeaderboardWindow }) {
  const board = useLeaderboard(window);
  if (board.isPending) return <ListSkeleton />;
  if (board.isError) return <ErrorState message={board.error.message} onRetry={() => void board.refetch()} retrying={board.isFetching} />;
  return (
    <RankedList
      rows={board.data.entries.map((entry) => ({ rank: entry.rank, name: entry.name, score: entry.score, detail: formatDuration(entry.secondsUsed) }))}
    />
  );
}

function CompetitionBoard() {
  const t = useT();
  const latest = useLatestCompetition();
  if (latest.isPending) return <ListSkeleton />;
  if (latest.isError) return <ErrorState message={latest.error.message} onRetry={() => void latest.refetch()} retrying={latest.isFetching} />;
  const { competition, entries } = latest.data;
  return (
    <div className="flex flex-col gap-4">
      {competition ? (
        <p className="text-sm text-slate-600">
          {t.rich("competitionLine", {
            title: competition.title,
            start: competition.startDate,
            end: competition.endDate,
            pool: formatCents(competition.prizePoolCents),
            b: (chunks: ReactNode[]) => <span className="font-semibold text-slate-900">{chunks}</span>,
          })}
        </p>
      ) : null}
      <RankedList
        scoreSuffix="%"
        rows={entries.map((entry) => ({
          rank: entry.rank,
          name: entry.name,
          score: entry.score,
          detail:
            entry.prizeCents > 0
              ? t("timeAndPrize", { time: formatDuration(entry.timeTaken), prize: formatCents(entry.prizeCents) })
              : formatDuration(entry.timeTaken),
        }))}
      />
    </div>
  );
}

function Counters() {
  const t = useT();
  const all = useLeaderboard("all");
  const week = useLeaderboard("week");
  const show = (n: number | undefined) => (n === undefined ? "—" : t.intl.formatNumber(n));
  const counters: { label: string; value: string; icon: LucideIcon }[] = [
    { label: t("activePlayersWeek"), value: show(week.data?.counters.activePlayers), icon: Users },
    { label: t("highestScore"), value: show(all.data?.counters.highestScore), icon: Crown },
    { label: t("quizTakers"), value: show(all.data?.counters.quizTakers), icon: Trophy },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3">
      {counters.map(({ label, value, icon: Icon }) => (
        // dt and dd sit directly in the group (a valid <dl>); the icon rides inside the dt.
        <div key={label} className="relative rounded-xl border border-slate-200 bg-white px-3 py-3 shadow-sm sm:px-4 sm:pl-[4.25rem]">
          <dt className="text-xs leading-tight font-medium text-slate-500">
            <span className="absolute left-4 top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 sm:flex">
              <Icon className="size-5" aria-hidden />
            </span>
            {label}
          </dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const tabClasses =
  "flex-1 rounded-lg px-3 py-2 text-sm font-semibold md:whitespace-nowrap text-slate-600 transition-colors hover:text-slate-900 " +
  "focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=active]:bg-white data-[state=active]:text-indigo-700 data-[state=active]:shadow-sm";

/** The call under the boards: a visitor is asked to sign up, a member to take a quiz (the pitch keeps its size meanwhile). */
function BoardInvitation() {
  const t = useT();
  const me = useMe();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-8 text-center shadow-sm">
      {me.data ? (
        <>
          <p className="font-semibold text-slate-900">{t("bestScoreCounts")}</p>
          <Button asChild>
            <Link to={paths.member.quizSelection}>{t("takeQuiz")}</Link>
          </Button>
        </>
      ) : (
        <div className={me.isPending ? "invisible contents" : "contents"}>
          <p className="font-semibold text-slate-900">{t("wantYourName")}</p>
          <Button asChild>
            <Link to={paths.auth.register}>{t("signUp")}</Link>
          </Button>
        </div>
      )}
    </div>
  );
}

/** /public-leaderboard: four ARIA tabs of ranked lists, names only (docs/product.md part 2 §2 'Public leaderboard'). */
export function PublicLeaderboardPage() {
  const t = useT();
  return (
    <div className="bg-gradient-to-b from-indigo-50 via-white to-white">
      <title>{t("pageTitle")}</title>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-12 sm:px-6 md:py-16">
        <header className="text-center">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("heading")}</h1>
          <p className="mt-2 text-slate-600">{t("intro")}</p>
        </header>
        <Counters />
        <Tabs.Root defaultValue="all" className="flex flex-col gap-4">
          <Tabs.List aria-label={t("boards")} className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:flex">
            {BOARD_TABS.map((tab) => (
              <Tabs.Trigger key={tab.value} value={tab.value} className={tabClasses}>
                {t(tab.label)}
              </Tabs.Trigger>
            ))}
            <Tabs.Trigger value="competition" className={tabClasses}>
              {t("latestCompetition")}
            </Tabs.Trigger>
          </Tabs.List>
          {BOARD_TABS.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value} className="flex flex-col gap-3 focus-visible:outline-none">
              <p className="text-sm text-slate-500">{t(tab.caption)}</p>
              <WindowBoard window={tab.value} />
            </Tabs.Content>
          ))}
          <Tabs.Content value="competition" className="focus-visible:outline-none">
            <CompetitionBoard />
          </Tabs.Content>
        </Tabs.Root>
        <BoardInvitation />
      </div>
    </div>
  );
}
