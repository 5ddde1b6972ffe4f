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
import { useT, type LayoutMessage } from "./messages";
import { SidebarShell, type NavItem } from "./sidebar-shell";

/** A navigation item with its label as a message key, drawn in the page's language. */
type NavEntry = Omit<NavItem, "label"> & { label: LayoutMessage };

// docs/product.md part 2 §2 'Admin layout'; its 'Settings (no action)' entry is left out until it does something.
const adminNav: NavEntry[] = [
  { label: "navDashboard", to: paths.admin.dashboard, icon: LayoutDashboard, end: true },
  { label: "navAttempts", to: paths.admin.attempts, icon: ClipboardList },
  { label: "navActivity", to: paths.admin.activity, icon: Activity },
  { label: "navCompetitions", to: paths.admin.competitions, icon: Swords },
  { label: "navPrizes", to: paths.admin.prizes, icon: HandCoins },
  { label: "navQuizzes", to: paths.admin.quizzes, icon: ListChecks },
  { label: "navQuestions", to: paths.admin.questions, icon: FileQuestion },
  { label: "navChallenges", to: paths.admin.challenges, icon: Flag },
  { label: "navInbox", to: paths.admin.inbox, icon: Inbox },
  { label: "navUpload", to: paths.admin.upload, icon: Upload },
  { label: "navUsers", to: paths.admin.users, icon: Users },
  { label: "navGroups", to: paths.admin.groups, icon: UsersRound },
  { label: "navPageViews", to: paths.admin.pageViews, icon: MousePointerClick },
  { label: "navPolicyTester", to: paths.admin.policyTester, icon: ShieldCheck },
];

// The landing page sends signed-in admins back to /admin, so the public site opens at the hub.
const adminSecondaryNav: NavEntry[] = [{ label: "navPublicSite", to: paths.hub, icon: Globe, end: true }];

export function AdminLayout() {
  const t = useT();
  const user = useCurrentUser();
  const attention = useAdminAttention().data;
  const drawn = (item: NavEntry): NavItem => ({ ...item, label: t(item.label) });
  // What waits for an admin, on the items that lead to it.
  const items = adminNav.map((entry) => {
    const item = drawn(entry);
    if (!attention) return item;
    return item.to === paths.admin.attempts
      ? { ...item, count: { value: attention.heldAttempts, label: t("heldForReview") } }
      : item.to === paths.admin.inbox
        ? { ...item, count: { value: attention.openMessages, label: t("unanswered") } }
        : item;
  });
  return (
    <SidebarShell
      navLabel={t("admin")}
      items={items}
      secondaryItems={adminSecondaryNav.map(drawn)}
      signOutLabel={t("signOut")}
      tag={<Badge tone="indigo">{t("admin")}</Badge>}
      account={<AccountSummary user={user} />}
    />
  );
}
