import { Clock, LayoutDashboard, ListChecks, Settings, Trophy } from "lucide-react";
import { paths } from "../../config/paths";
import { useCurrentUser } from "../../lib/current-user";
import { AccountSummary } from "./account-summary";
import { SidebarShell, type NavItem } from "./sidebar-shell";

// Competitions (/competitions) exists but is hidden from the sidebar (spec §2).
const memberNav: NavItem[] = [
  { label: "Dashboard", to: paths.member.dashboard, icon: LayoutDashboard, end: true },
  { label: "My Quizzes", to: paths.member.quizzes, icon: ListChecks },
  { label: "Leaderboard", to: paths.member.leaderboard, icon: Trophy },
  { label: "Recent Attempts", to: paths.member.recentAttempts, icon: Clock },
  { label: "Settings", to: paths.member.settings, icon: Settings },
];

export function MemberLayout() {
  const user = useCurrentUser();
  return (
    <SidebarShell
      navLabel="Member"
      items={memberNav}
      signOutLabel="Logout"
      // The plan badge lives in the dashboard header only, so 'Pro'/'Free' appears once per page.
      account={<AccountSummary user={user} />}
    />
  );
}
