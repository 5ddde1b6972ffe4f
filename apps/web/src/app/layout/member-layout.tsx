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
import { SidebarShell, type NavItem } from "./sidebar-shell";

const dashboardItem: NavItem = { label: "Dashboard", to: paths.member.dashboard, icon: LayoutDashboard, end: true };
const quizzesItem: NavItem = { label: "My Quizzes", to: paths.member.quizzes, icon: ListChecks };
// Practice, the review deck, memory verses, my progress and study plans: one entry, current on each (docs/architecture.md §4 'Study').
const studyItem: NavItem = {
  label: "Study",
  to: paths.member.practice,
  icon: GraduationCap,
  match: [paths.member.practice, paths.member.review, paths.member.memory, paths.member.progress, paths.member.plans],
};
const leaderboardItem: NavItem = { label: "Leaderboard", to: paths.member.leaderboard, icon: Trophy };
// Competitions are for Pro members: the entry docs/product.md part 1 §2 keeps hidden shows for them (issue 10).
const competitionsItem: NavItem = { label: "Competitions", to: paths.member.competitions, icon: Award };
// The Saturday event between two Saturdays: the live board (or the last final results) and the past events.
const eventsItem: NavItem = { label: "Events", to: paths.events, icon: CalendarDays };
// A church, youth group or class playing together (docs/architecture.md §4 'Groups').
const groupsItem: NavItem = { label: "Groups", to: paths.member.groups, icon: Users };
const hubItem: NavItem = { label: "Bible Hub", to: paths.hub, icon: BookOpen };
const recentItem: NavItem = { label: "Recent Attempts", to: paths.member.recentAttempts, icon: Clock };
const settingsItem: NavItem = { label: "Settings", to: paths.member.settings, icon: Settings };
// A Pro member has nothing to upgrade to: the entry is for free members only.
const upgradeItem: NavItem = { label: "Upgrade", to: paths.member.upgrade, icon: Crown };

export function MemberLayout() {
  const user = useCurrentUser();
  const pro = user.plan === "pro";
  const items = [
    dashboardItem,
    quizzesItem,
    studyItem,
    leaderboardItem,
    ...(pro ? [competitionsItem] : []),
    eventsItem,
    groupsItem,
    { label: "Host a game", to: paths.member.hostGame, icon: Presentation },
    { label: "Custom quizzes", to: paths.member.customQuizzes, icon: FilePen },
    hubItem,
    recentItem,
    settingsItem,
  ];
  return (
    <SidebarShell
      navLabel="Member"
      items={items}
      secondaryItems={pro ? undefined : [upgradeItem]}
      signOutLabel="Logout"
      // The plan badge lives in the dashboard header only, so 'Pro'/'Free' appears once per page.
      account={<AccountSummary user={user} />}
    />
  );
}
