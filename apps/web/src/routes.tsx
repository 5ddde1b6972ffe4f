import { createBrowserRouter, Navigate, Outlet, type RouteObject } from "react-router";
import { DelayedSpinner } from "./components/page-states";
import { paths } from "./config/paths";
import { NotFoundPage } from "./app/errors/not-found-page";
import { RouteErrorPage } from "./app/errors/route-error-page";
import { RequireSession } from "./app/layout/require-session";
import { RootLayout } from "./app/layout/root-layout";

// Code splitting per route with React Router's `lazy`: public pages never download the member or
// admin code. Unlike React.lazy + Suspense, the router loads a route's code *before* it commits the
// navigation, so the URL and the page change together (no hidden previous page under the new URL).

const loadAuthPages = () => import("./features/auth/pages");
const loadMemberLayout = () => import("./app/layout/member-layout");
const loadAdminLayout = () => import("./app/layout/admin-layout");

const memberRoutes: RouteObject[] = [
  {
    path: paths.member.dashboard,
    lazy: async () => ({ Component: (await import("./features/dashboard/dashboard-page")).DashboardPage }),
  },
  {
    path: paths.member.quizzes,
    lazy: async () => ({ Component: (await import("./features/dashboard/my-quizzes-page")).MyQuizzesPage }),
  },
  {
    path: paths.member.recentAttempts,
    lazy: async () => ({ Component: (await import("./features/dashboard/recent-attempts-page")).RecentAttemptsPage }),
  },
  {
    path: paths.member.settings,
    lazy: async () => ({ Component: (await import("./features/settings/settings-page")).SettingsPage }),
  },
  {
    path: paths.member.bibleStudy,
    lazy: async () => ({ Component: (await import("./features/dashboard/bible-study-page")).BibleStudyPage }),
  },
  {
    path: paths.member.upgrade,
    lazy: async () => ({ Component: (await import("./features/billing/upgrade-page")).UpgradePage }),
  },
  {
    path: paths.member.quizSelection,
    lazy: async () => ({ Component: (await import("./features/quizzes/quiz-selection-page")).QuizSelectionPage }),
  },
  {
    path: paths.member.resultLatest,
    lazy: async () => ({ Component: (await import("./features/results/result-page")).ResultPage }),
  },
  {
    path: paths.member.result,
    lazy: async () => ({ Component: (await import("./features/results/result-page")).ResultPage }),
  },
  {
    path: paths.member.competitions,
    lazy: async () => ({ Component: (await import("./features/competitions/competitions-page")).CompetitionsPage }),
  },
  // The payment banner (docs/product.md part 2 §2 'Competitions') also links here without an id: the list says which one to start.
  { path: "/competition-quiz", element: <Navigate to={paths.member.competitions} replace /> },
  {
    path: paths.member.competitionLeaderboard,
    lazy: async () => ({ Component: (await import("./features/competitions/competition-leaderboard-page")).CompetitionLeaderboardPage }),
  },
  {
    path: paths.member.competitionReceipt,
    lazy: async () => ({ Component: (await import("./features/competitions/competition-receipt-page")).CompetitionReceiptPage }),
  },
  { path: paths.member.groups, lazy: async () => ({ Component: (await import("./features/groups/groups-page")).GroupsPage }) },
  { path: paths.member.group(":id"), lazy: async () => ({ Component: (await import("./features/groups/group-page")).GroupPage }) },
  { path: paths.member.hostGame, lazy: async () => ({ Component: (await import("./features/games/host-setup-page")).HostSetupPage }) },
  { path: paths.member.practice, lazy: async () => ({ Component: (await import("./features/study/practice-page")).PracticePage }) },
  { path: paths.member.review, lazy: async () => ({ Component: (await import("./features/study/review-page")).ReviewPage }) },
  { path: paths.member.memory, lazy: async () => ({ Component: (await import("./features/study/memory-page")).MemoryPage }) },
  { path: paths.member.memoryVerse(":slug"), lazy: async () => ({ Component: (await import("./features/study/memory-verse-page")).MemoryVersePage }) },
  { path: paths.member.progress, lazy: async () => ({ Component: (await import("./features/study/progress-page")).ProgressPage }) },
  { path: paths.member.customQuizzes, lazy: async () => ({ Component: (await import("./features/custom-quizzes/custom-quizzes-page")).CustomQuizzesPage }) },
  { path: paths.member.customQuizNew, lazy: async () => ({ Component: (await import("./features/custom-quizzes/custom-quiz-builder-page")).CustomQuizNewPage }) },
  { path: paths.member.customQuiz(":id"), lazy: async () => ({ Component: (await import("./features/custom-quizzes/custom-quiz-page")).CustomQuizPage }) },
  { path: paths.member.customQuizEdit(":id"), lazy: async () => ({ Component: (await import("./features/custom-quizzes/custom-quiz-builder-page")).CustomQuizEditPage }) },
  {
    path: paths.member.groupAssignment,
    lazy: async () => ({ Component: (await import("./features/assignments/assignment-results-page")).AssignmentResultsPage }),
  },
];

const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.dashboard,
    lazy: async () => ({
      Component: (await import("./features/admin/admin-dashboard-page")).AdminDashboardPage,
    }),
  },
  { path: paths.admin.attempts, lazy: async () => ({ Component: (await import("./features/admin/attempts/admin-attempts-page")).AdminAttemptsPage }) },
  { path: paths.admin.activity, lazy: async () => ({ Component: (await import("./features/admin/activity/admin-activity-page")).AdminActivityPage }) },
  {
    path: paths.admin.competitions,
    lazy: async () => ({ Component: (await import("./features/admin/competitions/admin-competitions-page")).AdminCompetitionsPage }),
  },
  { path: paths.admin.prizes, lazy: async () => ({ Component: (await import("./features/admin/prizes/admin-prizes-page")).AdminPrizesPage }) },
  { path: paths.admin.quizzes, lazy: async () => ({ Component: (await import("./features/admin/quizzes/admin-quizzes-page")).AdminQuizzesPage }) },
  { path: paths.admin.questions, lazy: async () => ({ Component: (await import("./features/admin/questions/admin-questions-page")).AdminQuestionsPage }) },
  { path: paths.admin.challenges, lazy: async () => ({ Component: (await import("./features/admin/challenges/admin-challenges-page")).AdminChallengesPage }) },
  { path: paths.admin.groups, lazy: async () => ({ Component: (await import("./features/admin/groups/admin-groups-page")).AdminGroupsPage }) },
  { path: paths.admin.inbox, lazy: async () => ({ Component: (await import("./features/admin/inbox/admin-inbox-page")).AdminInboxPage }) },
  { path: paths.admin.upload, lazy: async () => ({ Component: (await import("./features/admin/upload/admin-upload-page")).AdminUploadPage }) },
  { path: paths.admin.users, lazy: async () => ({ Component: (await import("./features/admin/users/admin-users-page")).AdminUsersPage }) },
  { path: `${paths.admin.users}/:userId`, lazy: async () => ({ Component: (await import("./features/admin/users/admin-user-page")).AdminUserPage }) },
  { path: paths.admin.pageViews, lazy: async () => ({ Component: (await import("./features/admin/page-views/admin-page-views-page")).AdminPageViewsPage }) },
  { path: paths.admin.rlsTest, lazy: async () => ({ Component: (await import("./features/admin/rls-test/rls-test-page")).RlsTestPage }) },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // Shown while the first page's code loads (nothing for 300 ms, then a spinner).
    hydrateFallbackElement: <DelayedSpinner />,
    children: [
      {
        lazy: async () => ({ Component: (await import("./app/layout/public-layout")).PublicLayout }),
        children: [
          {
            path: paths.home,
            lazy: async () => ({ Component: (await import("./features/landing/landing-page")).LandingPage }),
          },
          { path: paths.hub, lazy: async () => ({ Component: (await import("./features/hub/hub-page")).HubPage }) },
          {
            path: paths.publicLeaderboard,
            lazy: async () => ({
              Component: (await import("./features/public-leaderboard/public-leaderboard-page")).PublicLeaderboardPage,
            }),
          },
          // The public site's own pages, open signed in or not (the server renders them for visitors, src/ssr).
          { path: paths.about, lazy: async () => ({ Component: (await import("./features/info/about-page")).AboutPage }) },
          { path: paths.features, lazy: async () => ({ Component: (await import("./features/info/features-page")).FeaturesPage }) },
          { path: paths.faq, lazy: async () => ({ Component: (await import("./features/info/faq-page")).FaqPage }) },
          { path: paths.privacy, lazy: async () => ({ Component: (await import("./features/info/privacy-page")).PrivacyPage }) },
          { path: paths.terms, lazy: async () => ({ Component: (await import("./features/info/terms-page")).TermsPage }) },
          // Visitors and members alike: a member's name and email come from the account.
          { path: paths.contact, lazy: async () => ({ Component: (await import("./features/contact/contact-page")).ContactPage }) },
        ],
      },
      {
        // Outside the public layout: the page draws its own frame, so an unknown book is the full 404 page.
        // The server renders the same component into the HTML (apps/api/src/modules/hub).
        path: paths.hubBook(":book"),
        lazy: async () => ({ Component: (await import("./features/hub/book-page")).BookPageRoute }),
      },
      { path: paths.auth.login, lazy: async () => ({ Component: (await loadAuthPages()).LoginPage }) },
      { path: paths.auth.register, lazy: async () => ({ Component: (await loadAuthPages()).RegisterPage }) },
      {
        path: paths.auth.forgotPassword,
        lazy: async () => ({ Component: (await loadAuthPages()).ForgotPasswordPage }),
      },
      {
        path: paths.auth.resetPassword,
        lazy: async () => ({ Component: (await loadAuthPages()).ResetPasswordPage }),
      },
      { path: paths.setup, lazy: async () => ({ Component: (await import("./features/setup/setup-page")).SetupPage }) },
      {
        lazy: async () => {
          const { MemberLayout } = await loadMemberLayout();
          return {
            element: (
              <RequireSession>
                <MemberLayout />
              </RequireSession>
            ),
          };
        },
        children: memberRoutes,
      },
      {
        // /leaderboard is a member page, shown inside the admin layout for admins (docs/product.md part 1 §2 'Leaderboards').
        lazy: async () => {
          const [{ MemberLayout }, { AdminLayout }, { RoleLayout }] = await Promise.all([
            loadMemberLayout(),
            loadAdminLayout(),
            import("./app/layout/role-layout"),
          ]);
          return {
            element: (
              <RequireSession>
                <RoleLayout admin={<AdminLayout />} member={<MemberLayout />} />
              </RequireSession>
            ),
          };
        },
        children: [
          {
            path: paths.member.leaderboard,
            lazy: async () => ({ Component: (await import("./features/leaderboard/leaderboard-page")).LeaderboardPage }),
          },
        ],
      },
      {
        // The live event and certificate checks are for everyone: visitors see them in the public frame, members in their own.
        lazy: async () => {
          const [{ PublicFrame }, { MemberLayout }, { AdminLayout }, { AnyVisitorLayout }] = await Promise.all([
            import("./app/layout/public-layout"),
            loadMemberLayout(),
            loadAdminLayout(),
            import("./app/layout/any-visitor-layout"),
          ]);
          const visitor = (
            <PublicFrame>
              <div className="px-4 py-10 sm:px-6">
                <Outlet />
              </div>
            </PublicFrame>
          );
          return { element: <AnyVisitorLayout visitor={visitor} member={<MemberLayout />} admin={<AdminLayout />} /> };
        },
        children: [
          { path: paths.eventsLive, lazy: async () => ({ Component: (await import("./features/events/live-board-page")).LiveBoardPage }) },
          { path: paths.events, lazy: async () => ({ Component: (await import("./features/events/events-page")).EventsPage }) },
          { path: paths.event(":eventId"), lazy: async () => ({ Component: (await import("./features/events/events-page")).EventBoardPage }) },
          { path: paths.certificate(":code"), lazy: async () => ({ Component: (await import("./features/certificates/certificate-page")).CertificatePage }) },
          { path: paths.sharedResult(":code"), lazy: async () => ({ Component: (await import("./features/sharing/shared-result-page")).SharedResultPage }) },
          { path: paths.unsubscribe(":token"), lazy: async () => ({ Component: (await import("./features/settings/unsubscribe-page")).UnsubscribePage }) },
          // A group's invitation: a visitor registers or signs in on the way and comes back to join.
          { path: paths.join(":code"), lazy: async () => ({ Component: (await import("./features/groups/join-page")).JoinPage }) },
        ],
      },
      {
        // A hosted game's projector screen: full-screen, the host's alone (docs/architecture.md §4 'Hosted games').
        path: paths.member.hostScreen(":gameId"),
        lazy: async () => {
          const { HostScreenPage } = await import("./features/games/host-screen-page");
          return {
            element: (
              <RequireSession>
                <HostScreenPage />
              </RequireSession>
            ),
          };
        },
      },
      // A hosted game's phone: open to anyone with the PIN, full-screen.
      { path: paths.play, lazy: async () => ({ Component: (await import("./features/play/play-page")).PlayPage }) },
      {
        // The quiz runs full-screen, without the sidebar: leaving it is a deliberate act (it ends the attempt).
        path: paths.member.quiz,
        lazy: async () => {
          const { QuizRoute } = await import("./features/quizzes/quiz-page");
          return {
            element: (
              <RequireSession>
                <QuizRoute />
              </RequireSession>
            ),
          };
        },
      },
      {
        // A custom quiz shared with the member's group: the same full-screen player, in mode 'custom'.
        path: paths.member.customQuizPlay(":id"),
        lazy: async () => {
          const { CustomQuizPlayRoute } = await import("./features/custom-quizzes/custom-quiz-play-route");
          return {
            element: (
              <RequireSession>
                <CustomQuizPlayRoute />
              </RequireSession>
            ),
          };
        },
      },
      {
        // A competition's door and quiz: the same full-screen player, in competition mode.
        path: paths.member.competitionQuiz,
        lazy: async () => {
          const { CompetitionQuizRoute } = await import("./features/competitions/competition-quiz-route");
          return {
            element: (
              <RequireSession>
                <CompetitionQuizRoute />
              </RequireSession>
            ),
          };
        },
      },
      {
        lazy: async () => {
          const { AdminLayout } = await loadAdminLayout();
          return {
            element: (
              <RequireSession role="admin">
                <AdminLayout />
              </RequireSession>
            ),
          };
        },
        children: adminRoutes,
      },
      {
        // The local test-mode provider's checkout and portal stand in for Stripe's hosted pages:
        // full-screen, without the sidebar.
        path: paths.localCheckout,
        lazy: async () => {
          const { LocalCheckoutPage } = await import("./features/billing/local-checkout-page");
          return { element: <RequireSession><LocalCheckoutPage /></RequireSession> };
        },
      },
      {
        path: paths.localPortal,
        lazy: async () => {
          const { LocalPortalPage } = await import("./features/billing/local-portal-page");
          return { element: <RequireSession><LocalPortalPage /></RequireSession> };
        },
      },
      {
        path: paths.notAuthorized,
        lazy: async () => ({
          Component: (await import("./app/errors/not-authorized-page")).NotAuthorizedPage,
        }),
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
