/** One typed table of the app's paths; components link through it instead of string literals. */
export const paths = {
  home: "/",
  hub: "/bible-questions-and-answers-hub",
  publicLeaderboard: "/public-leaderboard",
  setup: "/setup",
  notAuthorized: "/not-authorized",
  auth: {
    login: "/auth/login",
    register: "/auth/register",
    forgotPassword: "/auth/forgot-password",
    resetPassword: "/auth/reset-password",
  },
  member: {
    dashboard: "/dashboard",
    quizzes: "/dashboard/quizzes",
    recentAttempts: "/dashboard/recent-attempts",
    settings: "/dashboard/settings",
    bibleStudy: "/dashboard/bible-study",
    upgrade: "/dashboard/upgrade",
    leaderboard: "/leaderboard",
    quizSelection: "/quiz-selection",
    competitions: "/competitions",
  },
  admin: {
    dashboard: "/admin",
    attempts: "/admin/attempts",
    activity: "/admin/activity",
    competitions: "/admin/competitions",
    quizzes: "/admin/quizzes",
    questions: "/admin/questions",
    upload: "/admin/upload",
    users: "/admin/users",
    pageViews: "/admin/page-views",
    rlsTest: "/rls-test",
  },
} as const;

/** API endpoints of our own server (Better Auth lives under `authBasePath`). */
export const apiPaths = {
  authBasePath: "/api/auth",
  me: "/api/me",
  setup: "/api/setup",
  adminOverview: "/api/admin/overview",
  emailVerifiedCallback: "/api/email-link/verified",
} as const;
