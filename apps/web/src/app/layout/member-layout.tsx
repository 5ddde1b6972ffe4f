import { Award, Clock, LayoutDashboard, ListChecks, Settings, Trophy } from "lucide-react";
import { paths } from "../../config/paths";
import { useCurrentUser } from "../../lib/current-user";
import { AccountSummary } from "./account-summary";
import { SidebarShell, type NavItem } from "./sidebar-shell";

const memberNav: NavItem[] = [
  { label: "Dashboard", to: paths.member.dashboard, icon: LayoutDashboard, end: true },
  { label: "My Quizzes", to: paths.member.quizzes, icon: ListChecks },
  { label: "Leaderboard", to: paths.member.leaderboard, icon: Trophy },
  { label: "Recent Attempts", to: paths.member.recentAttempts, icon: Clock },
  { label: "Settings", to: paths.member.settings, icon: Settings },
];

// Competitions are for Pro members: the entry docs/product.md part 1 §2 keeps hidden shows for them (issue 10).
const competitionsItem: NavItem = { label: "Competitions", to: paths.member.competitions, icon: Award };

export function MemberLayout() {
  const user = useCurrentUser();
  const items = user.plan === "pro" ? [...memberNav.slice(0, 3), competitionsItem, ...memberNav.slice(3)] : memberNav;
  return (
    <SidebarShell
      navLabel="Member"
      items={items}
      signOutLabel="Logout"
      // The plan badge lives in the dashboard header only, so 'Pro'/'Free' appears once per page.
      account={<AccountSummary user={user} />}
    />
  );
}
