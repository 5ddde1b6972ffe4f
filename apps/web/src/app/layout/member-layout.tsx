import {
  Award,
  BookOpen,
  CalendarDays,
  Clock,
  Crown,
  FilePen,
  GraduationCap,
  LayoutDashboard,
  ListChecks,
  Presentation,
  Settings,
  Trophy,
  Users,
} from "lucide-react";
import { paths } from "../../config/paths";
import { useCurrentUser } from "../../lib/current-user";
import { AccountSummary } from "./account-summary";
import { useT, type LayoutMessage } from "./messages";
import { SidebarShell, type NavItem } from "./sidebar-shell";

/** A navigation item with its label as a message key, drawn in the page's language. */
type NavEntry = Omit<NavItem, "label"> & { label: LayoutMessage };

const dashboardItem: NavEntry = { label: "navDashboard", to: paths.member.dashboard, icon: LayoutDashboard, end: true };
const quizzesItem: NavEntry = { label: "navMyQuizzes", to: paths.member.quizzes, icon: ListChecks };
// Practice, the review deck, memory verses, my progress and study plans: one entry, current on each (docs/architecture.md §4 'Study').
const studyItem: NavEntry = {
  label: "navStudy",
  to: paths.member.practice,
  icon: GraduationCap,
  match: [paths.member.practice, paths.member.review, paths.member.memory, paths.member.progress, paths.member.plans],
};
const leaderboardItem: NavEntry = { label: "navLeaderboard", to: paths.member.leaderboard, icon: Trophy };
// Competitions are for Pro members: the entry docs/product.md part 1 §2 keeps hidden shows for them (issue 10).
const competitionsItem: NavEntry = { label: "navCompetitions", to: paths.member.competitions, icon: Award };
// The Saturday event between two Saturdays: the live board (or the last final results) and the past events.
const eventsItem: NavEntry = { label: "navEvents", to: paths.events, icon: CalendarDays };
// A church, youth group or class playing together (docs/architecture.md §4 'Groups').
const groupsItem: NavEntry = { label: "navGroups", to: paths.member.groups, icon: Users };
const hubItem: NavEntry = { label: "navBibleHub", to: paths.hub, icon: BookOpen };
const recentItem: NavEntry = { label: "navRecentAttempts", to: paths.member.recentAttempts, icon: Clock };
const settingsItem: NavEntry = { label: "navSettings", to: paths.member.settings, icon: Settings };
// A Pro member has nothing to upgrade to: the entry is for free members only.
const upgradeItem: NavEntry = { label: "navUpgrade", to: paths.member.upgrade, icon: Crown };

export function MemberLayout() {
  const t = useT();
  const user = useCurrentUser();
  const pro = user.plan === "pro";
  const drawn = (item: NavEntry): NavItem => ({ ...item, label: t(item.label) });
  const entries: NavEntry[] = [
    dashboardItem,
    quizzesItem,
    studyItem,
    leaderboardItem,
    ...(pro ? [competitionsItem] : []),
    eventsItem,
    groupsItem,
    { label: "navHostGame", to: paths.member.hostGame, icon: Presentation },
    { label: "navCustomQuizzes", to: paths.member.customQuizzes, icon: FilePen },
    hubItem,
    recentItem,
    settingsItem,
  ];
  return (
    <SidebarShell
      navLabel={t("member")}
      items={entries.map(drawn)}
      secondaryItems={pro ? undefined : [drawn(upgradeItem)]}
      signOutLabel={t("logout")}
      // The plan badge lives in the dashboard header only, so 'Pro'/'Free' appears once per page.
      account={<AccountSummary user={user} />}
    />
  );
}
