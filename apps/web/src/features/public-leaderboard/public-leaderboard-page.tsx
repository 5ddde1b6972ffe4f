import { Tabs } from "radix-ui";
import { Crown, Trophy, Users } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { formatCents, formatDuration } from "@berean/domain";
import { ErrorState } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { useLatestCompetition } from "./api/latest-competition";
import { useLeaderboard, type LeaderboardWindow } from "../leaderboard";
import { RankedList } from "../../components/ranked-list";
import { useMe } from "../../lib/session";

const numbers = new Intl.NumberFormat("en-US");

const BOARD_TABS: { value: LeaderboardWindow; label: string; caption: string }[] = [
  { value: "all", label: "Global Leaderboard", caption: "Best scores of all time." },
  { value: "week", label: "Weekly Top 10", caption: "Best scores of the last 7 days." },
  { value: "month", label: "Monthly Champions", caption: "Best scores of the last month." },
];

function ListSkeleton() {
  return (
    <div aria-busy className="flex flex-col gap-2">
      <span className="sr-only">Loading the leaderboard</span>
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
  const latest = useLatestCompetition();
  if (latest.isPending) return <ListSkeleton />;
  if (latest.isError) return <ErrorState message={latest.error.message} onRetry={() => void latest.refetch()} retrying={latest.isFetching} />;
  const { competition, entries } = latest.data;
  return (
    <div className="flex flex-col gap-4">
      {competition ? (
        <p className="text-sm text-slate-600">
          <span className="font-semibold text-slate-900">{competition.title}</span>
          {` · ${competition.startDate} to ${competition.endDate} · prize pool ${formatCents(competition.prizePoolCents)}`}
        </p>
      ) : null}
      <RankedList
        scoreSuffix="%"
        rows={entries.map((entry) => ({
          rank: entry.rank,
          name: entry.name,
          score: entry.score,
          detail: entry.prizeCents > 0 ? `${formatDuration(entry.timeTaken)} · wins ${formatCents(entry.prizeCents)}` : formatDuration(entry.timeTaken),
        }))}
      />
    </div>
  );
}

function Counters() {
  const all = useLeaderboard("all");
  const week = useLeaderboard("week");
  const show = (n: number | undefined) => (n === undefined ? "—" : numbers.format(n));
  const counters: { label: string; value: string; icon: LucideIcon }[] = [
    { label: "Active players this week", value: show(week.data?.counters.activePlayers), icon: Users },
    { label: "Highest score", value: show(all.data?.counters.highestScore), icon: Crown },
    { label: "Quiz takers", value: show(all.data?.counters.quizTakers), icon: Trophy },
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
  const me = useMe();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-8 text-center shadow-sm">
      {me.data ? (
        <>
          <p className="font-semibold text-slate-900">Your best score of each board counts. Ready for another?</p>
          <Button asChild>
            <Link to={paths.member.quizSelection}>Take a quiz</Link>
          </Button>
        </>
      ) : (
        <div className={me.isPending ? "invisible contents" : "contents"}>
          <p className="font-semibold text-slate-900">Want your name on the board?</p>
          <Button asChild>
            <Link to={paths.auth.register}>Sign Up and take a quiz</Link>
          </Button>
        </div>
      )}
    </div>
  );
}

/** /public-leaderboard: four ARIA tabs of ranked lists, names only (docs/product.md part 2 §2 'Public leaderboard'). */
export function PublicLeaderboardPage() {
  return (
    <div className="bg-gradient-to-b from-indigo-50 via-white to-white">
      <title>Leaderboard · Berean</title>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-12 sm:px-6 md:py-16">
        <header className="text-center">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Leaderboard</h1>
          <p className="mt-2 text-slate-600">The best scores on Berean. Ties go to the faster finish.</p>
        </header>
        <Counters />
        <Tabs.Root defaultValue="all" className="flex flex-col gap-4">
          <Tabs.List aria-label="Leaderboards" className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:flex">
            {BOARD_TABS.map((tab) => (
              <Tabs.Trigger key={tab.value} value={tab.value} className={tabClasses}>
                {tab.label}
              </Tabs.Trigger>
            ))}
            <Tabs.Trigger value="competition" className={tabClasses}>
              Latest Competition
            </Tabs.Trigger>
          </Tabs.List>
          {BOARD_TABS.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value} className="flex flex-col gap-3 focus-visible:outline-none">
              <p className="text-sm text-slate-500">{tab.caption}</p>
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
