/** One typed table of the app's paths; components link through it instead of string literals. */
export const paths = {
  home: "/",
  hub: "/bible-questions-and-answers-hub",
  hubBook: (slug: string) => `/bible-questions-and-answers-hub/${slug}`,
  publicLeaderboard: "/public-leaderboard",
  /** The public site's own pages, linked from its footer (open to everyone, signed in or not). */
  about: "/about",
  features: "/features",
  faq: "/faq",
  privacy: "/privacy",
  terms: "/terms",
  contact: "/contact",
  /** The Saturday live event: its board while it runs, and the past events' final boards. */
  events: "/events",
  eventsLive: "/events/live",
  /** The live board for a room: full screen, large type (docs/architecture.md §4 'Present mode'). */
  eventsLivePresent: "/events/live/present",
  event: (id: number | string) => `/events/${id}`,
  certificate: (code: string) => `/certificates/${code}`,
  /** A result its member shared: name, quiz, score, place, date, never the answers (docs/architecture.md §4 'Sharing'). */
  sharedResult: (code: string) => `/r/${code}`,
  /** A reminder mail's unsubscribe link: works without signing in (docs/architecture.md §4 'Reminders'). */
  unsubscribe: (token: string) => `/unsubscribe/${token}`,
  /** A group's invite link: open to visitors, who register or sign in on the way (docs/architecture.md §4 'Groups'). */
  join: (code: string) => `/join/${code}`,
  /** A hosted game's phone: PIN, nickname, then the questions; no account needed (docs/architecture.md §4 'Hosted games'). */
  play: "/play",
  setup: "/setup",
  /** The local test-mode payment provider's checkout and portal (our own pages, standing in for Stripe's). */
  localCheckout: "/checkout/local/:sessionId",
  localPortal: "/checkout/local/portal/:sessionId",
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
    quiz: "/quiz/:quizId",
    resultLatest: "/result/latest",
    result: "/result/:attemptId",
    competitions: "/competitions",
    competitionQuiz: "/competition-quiz/:competitionId",
    competitionLeaderboard: "/competition-leaderboard/:competitionId",
    competitionReceipt: "/competitions/:competitionId/receipt",
    groups: "/groups",
    group: (id: number | string) => `/groups/${id}`,
    /** A group's board and invite for a room: full screen, large type and QR code. */
    groupPresent: (id: number | string) => `/groups/${id}/present`,
    /** A leader's view of one assignment: every member's status and score (docs/architecture.md §4 'Groups'). */
    groupAssignment: "/groups/:groupId/assignments/:assignmentId",
    /** Custom quizzes: built from the bank by Pro members and group leaders, shared with groups (docs/architecture.md §4 'Groups'). */
    customQuizzes: "/custom-quizzes",
    customQuizNew: "/custom-quizzes/new",
    customQuiz: (id: number | string) => `/custom-quizzes/${id}`,
    customQuizEdit: (id: number | string) => `/custom-quizzes/${id}/edit`,
    customQuizPlay: (id: number | string) => `/custom-quizzes/${id}/play`,
    /** 'Host a game': choose the questions and the clock (docs/architecture.md §4 'Hosted games'). */
    hostGame: "/host",
    /** The host's projector screen, full-screen without the sidebar. */
    hostScreen: (id: string) => `/host/${id}`,
    /** Study (docs/architecture.md §4 'Study'): practice, the review deck, memory verses, my progress. */
    practice: "/practice",
    review: "/review",
    memory: "/memory",
    memoryVerse: (slug: string) => `/memory/${slug}`,
    progress: "/progress",
    /** Study plans: choose one, read a day at a time (docs/architecture.md §4 'Study'). */
    plans: "/plans",
    plan: (slug: string) => `/plans/${slug}`,
  },
  admin: {
    dashboard: "/admin",
    attempts: "/admin/attempts",
    activity: "/admin/activity",
    competitions: "/admin/competitions",
    prizes: "/admin/prizes",
    quizzes: "/admin/quizzes",
    questions: "/admin/questions",
    upload: "/admin/upload",
    users: "/admin/users",
    pageViews: "/admin/page-views",
    challenges: "/admin/challenges",
    inbox: "/admin/inbox",
    groups: "/admin/groups",
    /**
     * The access policy tester. Berean has no row-level security: its policies are enforced in the
     * API (docs/architecture.md §1), and the page runs the API's operations against them. The
     * address is the one the product was first described with.
     */
    policyTester: "/rls-test",
  },
} as const;

/** API endpoints of our own server (Better Auth lives under `authBasePath`). */
export const apiPaths = {
  authBasePath: "/api/auth",
  me: "/api/me",
  setup: "/api/setup",
  adminOverview: "/api/admin/overview",
  adminAttention: "/api/admin/attention",
  emailVerifiedCallback: "/api/email-link/verified",
  stats: "/api/stats",
  pageViews: "/api/page-views",
  latestCompetition: "/api/leaderboard/latest-competition",
  hubBook: (slug: string) => `/api/hub/books/${encodeURIComponent(slug)}`,
  studySheet: (slug: string) => `/api/hub/books/${encodeURIComponent(slug)}/study-sheet.pdf`,
  quizzes: "/api/quizzes",
  startAttempt: (quizId: number) => `/api/quizzes/${quizId}/attempts`,
  attempt: (attemptId: number) => `/api/attempts/${attemptId}`,
  answers: (attemptId: number) => `/api/attempts/${attemptId}/answers`,
  finishAttempt: (attemptId: number) => `/api/attempts/${attemptId}/finish`,
  abandonAttempt: (attemptId: number) => `/api/attempts/${attemptId}/abandon`,
  resultLatest: "/api/results/latest",
  result: (attemptId: number) => `/api/results/${attemptId}`,
  dashboard: "/api/dashboard",
  history: "/api/history",
  myQuizzes: "/api/my-quizzes",
  streak: "/api/streak",
  streakRead: "/api/streak/read",
  leaderboard: "/api/leaderboard",
  billing: "/api/billing",
  billingCheckout: "/api/billing/checkout",
  billingPortal: "/api/billing/portal",
  localCheckout: (sessionId: string) => `/api/local-pay/checkout/${encodeURIComponent(sessionId)}`,
  localCheckoutPay: (sessionId: string) => `/api/local-pay/checkout/${encodeURIComponent(sessionId)}/pay`,
  localPortal: (sessionId: string) => `/api/local-pay/portal/${encodeURIComponent(sessionId)}`,
  checkoutStatus: (sessionId: string) => `/api/billing/checkout/${encodeURIComponent(sessionId)}`,
  competitions: "/api/competitions",
  joinCompetition: (id: number) => `/api/competitions/${id}/join`,
  competitionAttempt: (id: number) => `/api/competitions/${id}/attempt`,
  competitionLeaderboard: (id: number) => `/api/competitions/${id}/leaderboard`,
  competitionReceipt: (id: number) => `/api/competitions/${id}/receipt`,
  adminPageViews: "/api/admin/page-views",
  adminAttempts: "/api/admin/attempts",
  adminActivity: "/api/admin/activity",
  adminAttemptsExport: "/api/admin/attempts/export",
  adminUsers: "/api/admin/users",
  adminUser: (id: string) => `/api/admin/users/${encodeURIComponent(id)}`,
  adminQuizzes: "/api/admin/quizzes",
  adminQuiz: (id: number) => `/api/admin/quizzes/${id}`,
  adminQuizQuestions: (id: number) => `/api/admin/quizzes/${id}/questions`,
  adminQuestions: "/api/admin/questions",
  adminQuestion: (id: number) => `/api/admin/questions/${id}`,
  adminChallenges: "/api/admin/challenges",
  adminChallengeReject: (questionId: number) => `/api/admin/challenges/${questionId}/reject`,
  adminAttemptVoid: (id: number) => `/api/admin/attempts/${id}/void`,
  adminHeld: "/api/admin/attempts/held",
  adminHeldDecision: (kind: "attempt" | "competition", id: number) => `/api/admin/held/${kind}/${id}`,
  resultChallenges: (attemptId: number) => `/api/results/${attemptId}/challenges`,
  events: "/api/events",
  eventsLive: "/api/events/live",
  eventsLiveStream: "/api/events/live/stream",
  event: (id: number | string) => `/api/events/${id}`,
  myCertificates: "/api/me/certificates",
  certificate: (code: string) => `/api/certificates/${encodeURIComponent(code)}`,
  certificatePdf: (code: string) => `/api/certificates/${encodeURIComponent(code)}/pdf`,
  resultShare: (attemptId: number) => `/api/results/${attemptId}/share`,
  share: (code: string) => `/api/shares/${encodeURIComponent(code)}`,
  adminCompetitions: "/api/admin/competitions",
  adminCompetition: (id: number) => `/api/admin/competitions/${id}`,
  adminCompetitionStatus: (id: number) => `/api/admin/competitions/${id}/status`,
  adminCompetitionDraw: (count: number) => `/api/admin/competitions/draw?count=${count}`,
  adminPrizes: "/api/admin/prizes",
  adminPrizePaid: (attemptId: number) => `/api/admin/prizes/${attemptId}/paid`,
  adminPrizeVoid: (attemptId: number) => `/api/admin/prizes/${attemptId}/void`,
  contact: "/api/contact",
  changeEmail: "/api/me/email",
  adminInbox: (status?: "open" | "answered") => `/api/admin/inbox${status ? `?status=${status}` : ""}`,
  adminInboxReply: (id: number) => `/api/admin/inbox/${id}/reply`,
  groups: "/api/groups",
  group: (id: number) => `/api/groups/${id}`,
  groupMemberRole: (id: number, userId: string) => `/api/groups/${id}/members/${encodeURIComponent(userId)}/role`,
  groupMember: (id: number, userId: string) => `/api/groups/${id}/members/${encodeURIComponent(userId)}`,
  leaveGroup: (id: number) => `/api/groups/${id}/leave`,
  groupInvite: (id: number) => `/api/groups/${id}/invite`,
  groupLeaderboard: (id: number) => `/api/groups/${id}/leaderboard`,
  join: (code: string) => `/api/join/${encodeURIComponent(code)}`,
  adminGroups: "/api/admin/groups",
  adminGroup: (id: number) => `/api/admin/groups/${id}`,
  groupAssignments: (groupId: number) => `/api/groups/${groupId}/assignments`,
  groupAssignment: (groupId: number, assignmentId: number) => `/api/groups/${groupId}/assignments/${assignmentId}`,
  groupAssignmentResults: (groupId: number, assignmentId: number) => `/api/groups/${groupId}/assignments/${assignmentId}/results`,
  groupAssignmentQuestions: (groupId: number, assignmentId: number) => `/api/groups/${groupId}/assignments/${assignmentId}/questions`,
  groupAssignmentReminders: (groupId: number, assignmentId: number) => `/api/groups/${groupId}/assignments/${assignmentId}/reminders`,
  customQuizzes: "/api/custom-quizzes",
  customQuizCandidates: "/api/custom-quizzes/candidates",
  customQuizDraw: "/api/custom-quizzes/draw",
  ownQuestions: "/api/custom-quizzes/own-questions",
  ownQuestion: (id: number) => `/api/custom-quizzes/own-questions/${id}`,
  verse: "/api/custom-quizzes/verse",
  customQuiz: (id: number) => `/api/custom-quizzes/${id}`,
  customQuizGroups: (id: number) => `/api/custom-quizzes/${id}/groups`,
  customQuizAttempt: (id: number) => `/api/custom-quizzes/${id}/attempt`,
  customQuizSheet: (id: number) => `/api/custom-quizzes/${id}/sheet.pdf`,
  customQuizKey: (id: number) => `/api/custom-quizzes/${id}/key.pdf`,
  groupAssignmentResultsCsv: (groupId: number, assignmentId: number) => `/api/groups/${groupId}/assignments/${assignmentId}/results.csv`,
  myAssignments: "/api/me/assignments",
  /** The member's calendar feed link (docs/architecture.md §4 'Calendar feed'): GET reads it, POST makes or replaces it. */
  myCalendar: "/api/me/calendar",
  practice: "/api/practice",
  practiceSession: (id: string) => `/api/practice/${encodeURIComponent(id)}`,
  practiceNext: (id: string) => `/api/practice/${encodeURIComponent(id)}/next`,
  practiceAnswer: (id: string) => `/api/practice/${encodeURIComponent(id)}/answers`,
  practiceEnd: (id: string) => `/api/practice/${encodeURIComponent(id)}/end`,
  review: "/api/review",
  reviewSummary: "/api/review/summary",
  reviewAnswer: (cardId: number) => `/api/review/cards/${cardId}/answer`,
  reviewRate: (cardId: number) => `/api/review/cards/${cardId}/rate`,
  memory: "/api/memory",
  plans: "/api/plans",
  currentPlan: "/api/plans/current",
  plan: (slug: string) => `/api/plans/${encodeURIComponent(slug)}`,
  planFollows: "/api/plan-follows",
  planFollow: (id: string) => `/api/plan-follows/${encodeURIComponent(id)}`,
  planFollowDone: (id: string) => `/api/plan-follows/${encodeURIComponent(id)}/done`,
  memoryVerse: (slug: string) => `/api/memory/${encodeURIComponent(slug)}`,
  memoryStep: (slug: string) => `/api/memory/${encodeURIComponent(slug)}/steps`,
  progress: "/api/progress",
} as const;

/** An admin's page of one member. */
export const adminUserPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

/** A competition's quiz, leaderboard and receipt pages. */
export const competitionQuizPath = (id: number) => `/competition-quiz/${id}`;
export const competitionLeaderboardPath = (id: number) => `/competition-leaderboard/${id}`;
export const competitionReceiptPath = (id: number) => `/competitions/${id}/receipt`;

/**
 * The quiz list filtered by category (a landing category or a hub book category, e.g. 'Old Testament',
 * 'Pentateuch') or by words of a title: the public site's category cards and quiz links lead here.
 */
export function quizSelectionPath(filter: { category?: string; q?: string }): string {
  const query = [filter.category ? `category=${encodeURIComponent(filter.category)}` : null, filter.q ? `q=${encodeURIComponent(filter.q)}` : null].filter(
    Boolean,
  );
  return query.length ? `${paths.member.quizSelection}?${query.join("&")}` : paths.member.quizSelection;
}

/** The quiz page of one quiz. */
export const quizPath = (quizId: number) => `/quiz/${quizId}`;
/** The result page of one attempt. */
export const resultPath = (attemptId: number) => `/result/${attemptId}`;
/** A leader's view of one of a group's assignments. */
export const groupAssignmentPath = (groupId: number, assignmentId: number) => `/groups/${groupId}/assignments/${assignmentId}`;
