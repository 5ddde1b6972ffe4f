import type { FeatureRoutes } from "../../app/feature-routes";
import { paths } from "../../config/paths";

/** This feature's pages and where they sit (app/feature-routes.ts; routes.tsx gathers every feature's). */
export const routes: FeatureRoutes = {
  member: [
    {
      path: paths.member.dashboard,
      lazy: async () => ({ Component: (await import("./dashboard-page")).DashboardPage }),
    },
    {
      path: paths.member.quizzes,
      lazy: async () => ({ Component: (await import("./my-quizzes-page")).MyQuizzesPage }),
    },
    {
      path: paths.member.recentAttempts,
      lazy: async () => ({ Component: (await import("./recent-attempts-page")).RecentAttemptsPage }),
    },
    {
      path: paths.member.bibleStudy,
      lazy: async () => ({ Component: (await import("./bible-study-page")).BibleStudyPage }),
    },
  ],
};
