import {
  Activity,
  ClipboardList,
  FileQuestion,
  Flag,
  Globe,
  HandCoins,
  Inbox,
  LayoutDashboard,
  ListChecks,
  MousePointerClick,
  ShieldCheck,
  Swords,
  Upload,
  Users,
  UsersRound,
} from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { paths } from "../../config/paths";
import { useCurrentUser } from "../../lib/current-user";
import { useAdminAttention } from "../../features/admin";
import { AccountSummary } from "./account-summary";
import { SidebarShell, type NavItem } from "./sidebar-shell";

// docs/product.md part 2 §2 'Admin layout'; its 'Settings (no action)' entry is left out until it does something.
const adminNav: NavItem[] = [
  { label: "Dashboard", to: paths.admin.dashboard, icon: LayoutDashboard, end: true },
  { label: "Attempts", to: paths.admin.attempts, icon: ClipboardList },
  { label: "Activity", to: paths.admin.activity, icon: Activity },
  { label: "Competitions", to: paths.admin.competitions, icon: Swords },
  { label: "Prizes", to: paths.admin.prizes, icon: HandCoins },
  { label: "Quizzes", to: paths.admin.quizzes, icon: ListChecks },
  { label: "Questions", to: paths.admin.questions, icon: FileQuestion },
  { label: "Challenges", to: paths.admin.challenges, icon: Flag },
  { label: "Inbox", to: paths.admin.inbox, icon: Inbox },
  { label: "Upload", to: paths.admin.upload, icon: Upload },
  { label: "Users", to: paths.admin.users, icon: Users },
  { label: "Groups", to: paths.admin.groups, icon: UsersRound },
  { label: "Page Views", to: paths.admin.pageViews, icon: MousePointerClick },
  { label: "RLS Policy Tester", to: paths.admin.policyTester, icon: ShieldCheck },
];

// The landing page sends signed-in admins back to /admin, so the public site opens at the hub.
const adminSecondaryNav: NavItem[] = [{ label: "Public Site", to: paths.hub, icon: Globe, end: true }];

export function AdminLayout() {
  const user = useCurrentUser();
  const attention = useAdminAttention().data;
  // What waits for an admin, on the items that lead to it.
  const items = attention
    ? adminNav.map((item) =>
        item.to === paths.admin.attempts
          ? { ...item, count: { value: attention.heldAttempts, label: "held for review" } }
          : item.to === paths.admin.inbox
            ? { ...item, count: { value: attention.openMessages, label: "unanswered" } }
            : item,
      )
    : adminNav;
  return (
    <SidebarShell
      navLabel="Admin"
      items={items}
      secondaryItems={adminSecondaryNav}
      signOutLabel="Sign Out"
      tag={<Badge tone="indigo">Admin</Badge>}
      account={<AccountSummary user={user} />}
    />
  );
}
