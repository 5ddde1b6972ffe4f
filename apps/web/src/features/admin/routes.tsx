import type { FeatureRoutes } from "../../app/feature-routes";
import { paths } from "../../config/paths";

/** This feature's pages and where they sit (app/feature-routes.ts; routes.tsx gathers every feature's). */
export const routes: FeatureRoutes = {
  admin: [
    {
      path: paths.admin.dashboard,
      lazy: async () => ({
        Component: (await import("./admin-dashboard-page")).AdminDashboardPage,
      }),
    },
    { path: paths.admin.attempts, lazy: async () => ({ Component: (await import("./attempts/admin-attempts-page")).AdminAttemptsPage }) },
    { path: paths.admin.activity, lazy: async () => ({ Component: (await import("./activity/admin-activity-page")).AdminActivityPage }) },
    {
      path: paths.admin.competitions,
      lazy: async () => ({ Component: (await import("./competitions/admin-competitions-page")).AdminCompetitionsPage }),
    },
    { path: paths.admin.prizes, lazy: async () => ({ Component: (await import("./prizes/admin-prizes-page")).AdminPrizesPage }) },
    { path: paths.admin.quizzes, lazy: async () => ({ Component: (await import("./quizzes/admin-quizzes-page")).AdminQuizzesPage }) },
    { path: paths.admin.questions, lazy: async () => ({ Component: (await import("./questions/admin-questions-page")).AdminQuestionsPage }) },
    { path: paths.admin.challenges, lazy: async () => ({ Component: (await import("./challenges/admin-challenges-page")).AdminChallengesPage }) },
    { path: paths.admin.groups, lazy: async () => ({ Component: (await import("./groups/admin-groups-page")).AdminGroupsPage }) },
    { path: paths.admin.inbox, lazy: async () => ({ Component: (await import("./inbox/admin-inbox-page")).AdminInboxPage }) },
    { path: paths.admin.upload, lazy: async () => ({ Component: (await import("./upload/admin-upload-page")).AdminUploadPage }) },
    { path: paths.admin.users, lazy: async () => ({ Component: (await import("./users/admin-users-page")).AdminUsersPage }) },
    { path: `${paths.admin.users}/:userId`, lazy: async () => ({ Component: (await import("./users/admin-user-page")).AdminUserPage }) },
    { path: paths.admin.pageViews, lazy: async () => ({ Component: (await import("./page-views/admin-page-views-page")).AdminPageViewsPage }) },
    { path: paths.admin.policyTester, lazy: async () => ({ Component: (await import("./policy-tester/policy-tester-page")).PolicyTesterPage }) },
  ],
};
