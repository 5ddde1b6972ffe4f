/**
 * Who may call what: every API route × every kind of caller, expected allow or deny, in one
 * table (docs/security.md 9, checked by lib/access.test.ts against the running server).
 *
 * The callers:
 * - visitor: no session.
 * - unverified: a session whose owner's address is not (or no longer) verified.
 * - free: a verified member on the free plan; owns the quiz attempt, its result and a checkout.
 * - pro: a Pro member; owns the competition entry, its attempt, a certificate and a portal session.
 * - admin: an administrator (free plan), who owns none of the members' things.
 * - other: another Pro member, who owns nothing: the "someone else's id" caller.
 *
 * Deny means refused with 401, 403 or 404 (a member asking for another's attempt is told it does
 * not exist). Allow means past every check of who may call: never 401 or 403, and on a row marked
 * `owned`, never 404 either (the owner's own resource is found). Bodies are empty on purpose: an
 * allowed caller may still be told 400 or 409, which is the route's business, not the policy's.
 */
export const CALLERS = ["visitor", "unverified", "free", "pro", "admin", "other"] as const;
export type Caller = (typeof CALLERS)[number];

/** Ids of the resources the test creates before it calls anything. */
export interface Fixtures {
  quizId: number;
  /** The free member's finished attempt. */
  attemptId: number;
  /** The free member's Pro checkout, not paid. */
  checkoutId: string;
  /** The Pro member's customer-portal session, and their subscription it shows. */
  portalId: string;
  subscriptionId: string;
  /** An active competition the Pro member paid for and started. */
  competitionId: number;
  /** A certificate of the Pro member's. */
  certificateCode: string;
  eventId: number;
}

export interface MatrixRow {
  /** The concrete path to call. */
  path: (f: Fixtures) => string;
  allow: readonly Caller[];
  /** The path names a caller's own resource: only its owner finds it. */
  owned?: boolean;
  /** A well-formed body, so that the call reaches the check of who owns what. */
  body?: (f: Fixtures) => unknown;
  /** Not exposed at all: Better Auth endpoints left out of our allowlist answer 404 to everyone. */
  unexposed?: boolean;
}

const EVERYONE: readonly Caller[] = CALLERS;
const MEMBERS: readonly Caller[] = ["free", "pro", "admin", "other"];
// Administrators see and may enter competitions as Pro members do.
const PRO: readonly Caller[] = ["pro", "admin", "other"];
const ADMIN: readonly Caller[] = ["admin"];
const NONE = 999_999;
/** A game id no game has. */
const NO_GAME = "00000000-0000-4000-8000-000000000000";

const at = (path: string) => () => path;

export const AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  // Anyone
  "GET /api/health": { path: at("/api/health"), allow: EVERYONE },
  "GET /api/openapi.json": { path: at("/api/openapi.json"), allow: EVERYONE },
  "GET /api/docs": { path: at("/api/docs"), allow: EVERYONE },
  "GET /api/setup": { path: at("/api/setup"), allow: EVERYONE },
  // Answers 409 once an administrator exists: open to all, useful to none after set-up.
  "POST /api/setup": { path: at("/api/setup"), allow: EVERYONE },
  "GET /api/email-link/verified": { path: at("/api/email-link/verified"), allow: EVERYONE },
  "GET /api/quizzes": { path: at("/api/quizzes"), allow: EVERYONE },
  "GET /api/leaderboard": { path: at("/api/leaderboard"), allow: EVERYONE },
  "GET /api/leaderboard/latest-competition": { path: at("/api/leaderboard/latest-competition"), allow: EVERYONE },
  "GET /api/hub/books/:book": { path: at("/api/hub/books/genesis"), allow: EVERYONE },
  "GET /api/stats": { path: at("/api/stats"), allow: EVERYONE },
  "GET /api/shares/:code": { path: at("/api/shares/2222222222"), allow: EVERYONE },
  "POST /api/page-views": { path: at("/api/page-views"), allow: EVERYONE },
  // The provider's signature is the check (a wrong one is 400, never a change).
  "POST /api/billing/webhook": { path: at("/api/billing/webhook"), allow: EVERYONE },
  "GET /api/events/live": { path: at("/api/events/live"), allow: EVERYONE },
  "GET /api/events/live/stream": { path: at("/api/events/live/stream"), allow: EVERYONE },
  "GET /api/events": { path: at("/api/events"), allow: EVERYONE },
  "GET /api/events/:eventId": { path: (f) => `/api/events/${f.eventId}`, allow: EVERYONE },
  "GET /api/certificates/:code": { path: (f) => `/api/certificates/${f.certificateCode}`, allow: EVERYONE },
  // Visitors and members alike (a member's name and email are the account's).
  "POST /api/contact": { path: at("/api/contact"), allow: EVERYONE, body: () => ({ subject: "A question", message: "Where is the weekly event?" }) },
  // A reminder's unsubscribe link: the signed token is the check (a forged one is 400, never a change).
  "GET /api/mail/unsubscribe/:token": { path: at("/api/mail/unsubscribe/not.signed"), allow: EVERYONE },
  "POST /api/mail/unsubscribe/:token": { path: at("/api/mail/unsubscribe/not.signed"), allow: EVERYONE },

  // Any verified member, on their own account
  "GET /api/me": { path: at("/api/me"), allow: MEMBERS },
  "PATCH /api/me": { path: at("/api/me"), allow: MEMBERS },
  "POST /api/me/email": { path: at("/api/me/email"), allow: MEMBERS, body: () => ({ newEmail: "elsewhere@example.com", currentPassword: "not the password" }) },
  "GET /api/results/latest": { path: at("/api/results/latest"), allow: MEMBERS },
  "GET /api/history": { path: at("/api/history"), allow: MEMBERS },
  "GET /api/dashboard": { path: at("/api/dashboard"), allow: MEMBERS },
  "GET /api/my-quizzes": { path: at("/api/my-quizzes"), allow: MEMBERS },
  "GET /api/streak": { path: at("/api/streak"), allow: MEMBERS },
  "POST /api/streak/read": { path: at("/api/streak/read"), allow: MEMBERS },
  "GET /api/me/mail-preferences": { path: at("/api/me/mail-preferences"), allow: MEMBERS },
  "PUT /api/me/mail-preferences": { path: at("/api/me/mail-preferences"), allow: MEMBERS },
  "GET /api/me/calendar": { path: at("/api/me/calendar"), allow: MEMBERS },
  "POST /api/me/calendar": { path: at("/api/me/calendar"), allow: MEMBERS },
  "GET /api/billing": { path: at("/api/billing"), allow: MEMBERS },
  "POST /api/billing/checkout": { path: at("/api/billing/checkout"), allow: MEMBERS },
  "POST /api/billing/portal": { path: at("/api/billing/portal"), allow: MEMBERS },
  "GET /api/me/certificates": { path: at("/api/me/certificates"), allow: MEMBERS },
  "POST /api/quizzes/:quizId/attempts": { path: (f) => `/api/quizzes/${f.quizId}/attempts`, allow: MEMBERS },

  // A member's own things: the owner only
  "GET /api/attempts/:attemptId": { path: (f) => `/api/attempts/${f.attemptId}`, allow: ["free"], owned: true },
  "POST /api/attempts/:attemptId/answers": {
    path: (f) => `/api/attempts/${f.attemptId}/answers`,
    allow: ["free"],
    owned: true,
    body: () => ({ position: 1, chosenIndex: 0 }),
  },
  "POST /api/attempts/:attemptId/finish": { path: (f) => `/api/attempts/${f.attemptId}/finish`, allow: ["free"], owned: true },
  "POST /api/attempts/:attemptId/abandon": { path: (f) => `/api/attempts/${f.attemptId}/abandon`, allow: ["free"], owned: true },
  "GET /api/results/:attemptId": { path: (f) => `/api/results/${f.attemptId}`, allow: ["free"], owned: true },
  "POST /api/results/:attemptId/share": { path: (f) => `/api/results/${f.attemptId}/share`, allow: ["free"], owned: true },
  "GET /api/results/:attemptId/share": { path: (f) => `/api/results/${f.attemptId}/share`, allow: ["free"], owned: true },
  "DELETE /api/results/:attemptId/share": { path: (f) => `/api/results/${f.attemptId}/share`, allow: ["free"], owned: true },
  "POST /api/results/:attemptId/challenges": {
    path: (f) => `/api/results/${f.attemptId}/challenges`,
    allow: ["free"],
    owned: true,
    body: () => ({ position: 1, reason: "The verse cited says otherwise." }),
  },
  "GET /api/billing/checkout/:sessionId": { path: (f) => `/api/billing/checkout/${f.checkoutId}`, allow: ["free"], owned: true },
  "GET /api/local-pay/checkout/:sessionId": { path: (f) => `/api/local-pay/checkout/${f.checkoutId}`, allow: ["free"], owned: true },
  // A declined card: the owner is answered, and stays on the free plan for the rows below.
  "POST /api/local-pay/checkout/:sessionId/pay": {
    path: (f) => `/api/local-pay/checkout/${f.checkoutId}/pay`,
    allow: ["free"],
    owned: true,
    body: () => ({ cardNumber: "4000 0000 0000 0002", expiry: "12 / 34", cvc: "123", name: "Test Member" }),
  },
  "GET /api/local-pay/portal/:sessionId": { path: (f) => `/api/local-pay/portal/${f.portalId}`, allow: ["pro"], owned: true },
  "POST /api/local-pay/portal/:sessionId": {
    path: (f) => `/api/local-pay/portal/${f.portalId}`,
    allow: ["pro"],
    owned: true,
    body: (f) => ({ subscriptionId: f.subscriptionId, action: "resume" }),
  },
  "GET /api/certificates/:code/pdf": { path: (f) => `/api/certificates/${f.certificateCode}/pdf`, allow: ["pro"], owned: true },

  // Pro members and administrators (a free member is offered the upgrade: 403 PRO_REQUIRED)
  "GET /api/competitions": { path: at("/api/competitions"), allow: PRO },
  "POST /api/competitions/:competitionId/join": { path: (f) => `/api/competitions/${f.competitionId}/join`, allow: PRO },
  "GET /api/competitions/:competitionId/leaderboard": { path: (f) => `/api/competitions/${f.competitionId}/leaderboard`, allow: PRO },
  // Entrants only: the competition's questions and receipt are the paid entrant's.
  "POST /api/competitions/:competitionId/attempt": { path: (f) => `/api/competitions/${f.competitionId}/attempt`, allow: ["pro"], owned: true },
  "GET /api/competitions/:competitionId/attempt": { path: (f) => `/api/competitions/${f.competitionId}/attempt`, allow: ["pro"], owned: true },
  "GET /api/competitions/:competitionId/receipt": { path: (f) => `/api/competitions/${f.competitionId}/receipt`, allow: ["pro"], owned: true },

  // Custom quizzes (docs/architecture.md §4 'Groups'): building is for Pro members, administrators and
  // group leaders (a free member is offered the upgrade: 403 PRO_REQUIRED); a quiz is read by its owner
  // and its groups' members only, which the use cases check (anyone else: 404).
  "GET /api/custom-quizzes": { path: at("/api/custom-quizzes"), allow: MEMBERS },
  "POST /api/custom-quizzes": { path: at("/api/custom-quizzes"), allow: PRO },
  "GET /api/custom-quizzes/candidates": { path: at("/api/custom-quizzes/candidates"), allow: PRO },
  "GET /api/custom-quizzes/draw": { path: at("/api/custom-quizzes/draw?count=5"), allow: PRO },
  "GET /api/custom-quizzes/:id": { path: at(`/api/custom-quizzes/${NONE}`), allow: MEMBERS },
  "PATCH /api/custom-quizzes/:id": { path: at(`/api/custom-quizzes/${NONE}`), allow: PRO },
  "DELETE /api/custom-quizzes/:id": { path: at(`/api/custom-quizzes/${NONE}`), allow: MEMBERS },
  "PUT /api/custom-quizzes/:id/groups": { path: at(`/api/custom-quizzes/${NONE}/groups`), allow: MEMBERS, body: () => ({ groupIds: [] }) },
  "POST /api/custom-quizzes/:id/attempt": { path: at(`/api/custom-quizzes/${NONE}/attempt`), allow: MEMBERS },
  "GET /api/custom-quizzes/:id/sheet.pdf": { path: at(`/api/custom-quizzes/${NONE}/sheet.pdf`), allow: MEMBERS },
  "GET /api/custom-quizzes/:id/key.pdf": { path: at(`/api/custom-quizzes/${NONE}/key.pdf`), allow: MEMBERS },

  // Groups (docs/architecture.md §4 'Groups'): any verified member creates one and lists their own;
  // a group's routes answer 404 to anyone outside it (these callers, for a group that does not
  // exist), and the group's own roles are the groups test's matrix (modules/groups/groups.test.ts).
  "POST /api/groups": { path: at("/api/groups"), allow: MEMBERS, body: () => ({ name: "" }) },
  "GET /api/groups": { path: at("/api/groups"), allow: MEMBERS },
  "GET /api/groups/:id": { path: at(`/api/groups/${NONE}`), allow: MEMBERS },
  "PATCH /api/groups/:id": { path: at(`/api/groups/${NONE}`), allow: MEMBERS, body: () => ({ name: "Renamed" }) },
  "DELETE /api/groups/:id": { path: at(`/api/groups/${NONE}`), allow: MEMBERS },
  "PUT /api/groups/:id/members/:userId/role": { path: at(`/api/groups/${NONE}/members/nobody/role`), allow: MEMBERS, body: () => ({ role: "leader" }) },
  "DELETE /api/groups/:id/members/:userId": { path: at(`/api/groups/${NONE}/members/nobody`), allow: MEMBERS },
  "POST /api/groups/:id/leave": { path: at(`/api/groups/${NONE}/leave`), allow: MEMBERS },
  "POST /api/groups/:id/invite": { path: at(`/api/groups/${NONE}/invite`), allow: MEMBERS },
  "DELETE /api/groups/:id/invite": { path: at(`/api/groups/${NONE}/invite`), allow: MEMBERS },
  "GET /api/groups/:id/leaderboard": { path: at(`/api/groups/${NONE}/leaderboard`), allow: MEMBERS },
  // An invite link's preview is for anyone (a visitor decides whether to register); joining, for members.
  "GET /api/join/:code": { path: at("/api/join/ABCDEFGHJK"), allow: EVERYONE },
  "POST /api/join/:code": { path: at("/api/join/ABCDEFGHJK"), allow: MEMBERS },
  // Assignments (docs/architecture.md §4 'Groups'): a group's leaders assign, withdraw and read the
  // leader's view, its members list; anyone outside the group is told 404 (these callers, for a group
  // that does not exist). The group's own roles are the assignments test's matrix
  // (modules/assignments/assignments.test.ts).
  "POST /api/groups/:id/assignments": { path: at(`/api/groups/${NONE}/assignments`), allow: MEMBERS, body: () => ({ quizId: 1 }) },
  "GET /api/groups/:id/assignments": { path: at(`/api/groups/${NONE}/assignments`), allow: MEMBERS },
  "DELETE /api/groups/:id/assignments/:assignmentId": { path: at(`/api/groups/${NONE}/assignments/${NONE}`), allow: MEMBERS },
  "GET /api/groups/:id/assignments/:assignmentId/results": { path: at(`/api/groups/${NONE}/assignments/${NONE}/results`), allow: MEMBERS },
  "GET /api/groups/:id/assignments/:assignmentId/results.csv": { path: at(`/api/groups/${NONE}/assignments/${NONE}/results.csv`), allow: MEMBERS },
  "GET /api/me/assignments": { path: at("/api/me/assignments"), allow: MEMBERS },
  // Hosted games (docs/architecture.md §4 'Hosted games'): any verified member hosts; a game is its
  // host's alone, anyone else (administrators included) is told 404 (these callers, for a game that
  // does not exist). Phones need no account: the seat is a cookie (none here: 404 NO_SEAT). The
  // host's and the seat's own rules are the games tests' (modules/games/games.test.ts).
  "GET /api/games/hostable": { path: at("/api/games/hostable"), allow: MEMBERS },
  "POST /api/games": {
    path: at("/api/games"),
    allow: MEMBERS,
    body: () => ({ source: { kind: "quiz", quizId: NONE }, questionCount: 5, secondsPerQuestion: 20 }),
  },
  "GET /api/games/:gameId": { path: at(`/api/games/${NO_GAME}`), allow: MEMBERS },
  "GET /api/games/:gameId/stream": { path: at(`/api/games/${NO_GAME}/stream`), allow: MEMBERS },
  "GET /api/games/:gameId/qr.svg": { path: at(`/api/games/${NO_GAME}/qr.svg`), allow: MEMBERS },
  "POST /api/games/:gameId/start": { path: at(`/api/games/${NO_GAME}/start`), allow: MEMBERS, body: () => ({ position: 0 }) },
  "POST /api/games/:gameId/next": { path: at(`/api/games/${NO_GAME}/next`), allow: MEMBERS, body: () => ({ position: 0 }) },
  "POST /api/games/:gameId/players/:playerId/remove": { path: at(`/api/games/${NO_GAME}/players/${NONE}/remove`), allow: MEMBERS },
  "POST /api/games/:gameId/end": { path: at(`/api/games/${NO_GAME}/end`), allow: MEMBERS },
  "GET /api/games/:gameId/results.csv": { path: at(`/api/games/${NO_GAME}/results.csv`), allow: MEMBERS },
  "POST /api/play/check": { path: at("/api/play/check"), allow: EVERYONE, body: () => ({ pin: "000000" }) },
  "POST /api/play/join": { path: at("/api/play/join"), allow: EVERYONE, body: () => ({ pin: "000000", nickname: "Nobody" }) },
  "GET /api/play": { path: at("/api/play"), allow: EVERYONE },
  "GET /api/play/stream": { path: at("/api/play/stream"), allow: EVERYONE },
  "POST /api/play/answers": { path: at("/api/play/answers"), allow: EVERYONE, body: () => ({ position: 1, choice: 0 }) },
  "POST /api/play/leave": { path: at("/api/play/leave"), allow: EVERYONE },
  // Practice (docs/architecture.md §4 'Study'): every member practises in their own sessions; a
  // session is its member's alone, anyone else is told 404 (these callers, for a session that does
  // not exist). The owner's own rules are the practice tests' (modules/practice/practice.test.ts).
  "GET /api/practice": { path: at("/api/practice"), allow: MEMBERS },
  "POST /api/practice": { path: at("/api/practice"), allow: MEMBERS, body: () => ({ books: ["genesis"] }) },
  "GET /api/practice/:sessionId": { path: at(`/api/practice/${NO_GAME}`), allow: MEMBERS },
  "POST /api/practice/:sessionId/next": { path: at(`/api/practice/${NO_GAME}/next`), allow: MEMBERS },
  "POST /api/practice/:sessionId/answers": { path: at(`/api/practice/${NO_GAME}/answers`), allow: MEMBERS, body: () => ({ position: 1, choice: 0 }) },
  "POST /api/practice/:sessionId/end": { path: at(`/api/practice/${NO_GAME}/end`), allow: MEMBERS },
  // The review deck (docs/architecture.md §4 'Study'): every member reads their own; a card is its
  // owner's alone, anyone else is told 404 (these callers, for a card that does not exist). The
  // owner's own rules are the review tests' (modules/review/review.test.ts).
  "GET /api/review": { path: at("/api/review"), allow: MEMBERS },
  "GET /api/review/summary": { path: at("/api/review/summary"), allow: MEMBERS },
  "POST /api/review/cards/:cardId/answer": { path: at(`/api/review/cards/${NONE}/answer`), allow: MEMBERS, body: () => ({ choice: 0 }) },
  "POST /api/review/cards/:cardId/rate": { path: at(`/api/review/cards/${NONE}/rate`), allow: MEMBERS, body: () => ({ rating: "good" }) },
  // Memory verses (docs/architecture.md §4 'Study'): every member learns on their own progress.
  "GET /api/memory": { path: at("/api/memory"), allow: MEMBERS },
  "GET /api/memory/:slug": { path: at("/api/memory/john-3-16"), allow: MEMBERS, owned: true },
  "POST /api/memory/:slug/steps": { path: at("/api/memory/john-3-16/steps"), allow: MEMBERS, owned: true, body: () => ({ step: "read" }) },
  // My progress (docs/architecture.md §4 'Study'): a Pro benefit.
  "GET /api/progress": { path: at("/api/progress"), allow: PRO },
  // Administrators
  "GET /api/admin/overview": { path: at("/api/admin/overview"), allow: ADMIN },
  "GET /api/admin/attention": { path: at("/api/admin/attention"), allow: ADMIN },
  "PUT /api/admin/flags/hide_membership_section": { path: at("/api/admin/flags/hide_membership_section"), allow: ADMIN },
  "GET /api/admin/page-views": { path: at("/api/admin/page-views"), allow: ADMIN },
  "GET /api/admin/attempts": { path: at("/api/admin/attempts"), allow: ADMIN },
  "GET /api/admin/attempts/export": { path: at("/api/admin/attempts/export"), allow: ADMIN },
  "POST /api/admin/attempts/:attemptId/void": { path: at(`/api/admin/attempts/${NONE}/void`), allow: ADMIN },
  "GET /api/admin/attempts/held": { path: at("/api/admin/attempts/held"), allow: ADMIN },
  "POST /api/admin/held/:kind/:id": {
    path: at(`/api/admin/held/attempt/${NONE}`),
    allow: ADMIN,
    body: () => ({ decision: "clear", note: "Checked by hand." }),
  },
  "GET /api/admin/activity": { path: at("/api/admin/activity"), allow: ADMIN },
  "POST /api/admin/questions/upload": { path: at("/api/admin/questions/upload"), allow: ADMIN },
  "POST /api/admin/question-packs": { path: at("/api/admin/question-packs"), allow: ADMIN, body: () => ({ name: "matrix", questions: [] }) },
  "GET /api/admin/quizzes": { path: at("/api/admin/quizzes"), allow: ADMIN },
  "GET /api/admin/quizzes/:quizId/questions": { path: (f) => `/api/admin/quizzes/${f.quizId}/questions`, allow: ADMIN },
  "POST /api/admin/quizzes": { path: at("/api/admin/quizzes"), allow: ADMIN },
  "PUT /api/admin/quizzes/:quizId": { path: at(`/api/admin/quizzes/${NONE}`), allow: ADMIN },
  "DELETE /api/admin/quizzes/:quizId": { path: at(`/api/admin/quizzes/${NONE}`), allow: ADMIN },
  "GET /api/admin/questions": { path: at("/api/admin/questions"), allow: ADMIN },
  "GET /api/admin/questions/:questionId": { path: at(`/api/admin/questions/${NONE}`), allow: ADMIN },
  "POST /api/admin/questions": { path: at("/api/admin/questions"), allow: ADMIN },
  "PUT /api/admin/questions/:questionId": { path: at(`/api/admin/questions/${NONE}`), allow: ADMIN },
  "DELETE /api/admin/questions/:questionId": { path: at(`/api/admin/questions/${NONE}`), allow: ADMIN },
  "GET /api/admin/challenges": { path: at("/api/admin/challenges"), allow: ADMIN },
  "POST /api/admin/challenges/:questionId/reject": { path: at(`/api/admin/challenges/${NONE}/reject`), allow: ADMIN },
  "GET /api/admin/inbox": { path: at("/api/admin/inbox"), allow: ADMIN },
  "GET /api/admin/groups": { path: at("/api/admin/groups"), allow: ADMIN },
  "DELETE /api/admin/groups/:id": { path: at(`/api/admin/groups/${NONE}`), allow: ADMIN },
  "POST /api/admin/inbox/:id/reply": { path: at(`/api/admin/inbox/${NONE}/reply`), allow: ADMIN, body: () => ({ reply: "Thank you." }) },
  "GET /api/admin/users": { path: at("/api/admin/users"), allow: ADMIN },
  "GET /api/admin/users/:userId": { path: at("/api/admin/users/nobody"), allow: ADMIN },
  "PATCH /api/admin/users/:userId": { path: at("/api/admin/users/nobody"), allow: ADMIN },
  "GET /api/admin/competitions": { path: at("/api/admin/competitions"), allow: ADMIN },
  "GET /api/admin/prizes": { path: at("/api/admin/prizes"), allow: ADMIN },
  "POST /api/admin/prizes/:attemptId/paid": { path: at(`/api/admin/prizes/${NONE}/paid`), allow: ADMIN },
  "POST /api/admin/prizes/:attemptId/void": { path: at(`/api/admin/prizes/${NONE}/void`), allow: ADMIN },
  "GET /api/admin/competitions/draw": { path: at("/api/admin/competitions/draw"), allow: ADMIN },
  "GET /api/admin/competitions/questions": { path: at("/api/admin/competitions/questions"), allow: ADMIN },
  "POST /api/admin/competitions": { path: at("/api/admin/competitions"), allow: ADMIN },
  "PUT /api/admin/competitions/:competitionId": { path: at(`/api/admin/competitions/${NONE}`), allow: ADMIN },
  "DELETE /api/admin/competitions/:competitionId": { path: at(`/api/admin/competitions/${NONE}`), allow: ADMIN },
  "POST /api/admin/competitions/:competitionId/status": { path: at(`/api/admin/competitions/${NONE}/status`), allow: ADMIN },

  // Better Auth's own endpoints: only those in modules/auth/schemas.ts are exposed (it guards them itself)
  "GET /api/auth/get-session": { path: at("/api/auth/get-session"), allow: EVERYONE },
  // The session and the current password are the check: an unverified holder of both owns the account.
  "POST /api/auth/change-password": {
    path: at("/api/auth/change-password"),
    allow: [...MEMBERS, "unverified"],
    // Every caller's password (test/harness.ts), kept as it is.
    body: () => ({ currentPassword: "correct horse battery", newPassword: "correct horse battery" }),
  },
  // Never exposed: the admin plugin's endpoints (roles, bans, impersonation) and account edits
  // go through Berean's own routes, which write the audit log.
  "GET /api/auth/list-sessions": { path: at("/api/auth/list-sessions"), allow: [], unexposed: true },
  "POST /api/auth/update-user": { path: at("/api/auth/update-user"), allow: [], unexposed: true, body: () => ({ name: "Mallory" }) },
  "GET /api/auth/admin/list-users": { path: at("/api/auth/admin/list-users"), allow: [], unexposed: true },
  "POST /api/auth/admin/set-role": { path: at("/api/auth/admin/set-role"), allow: [], unexposed: true, body: () => ({ userId: "x", role: "admin" }) },
  "POST /api/auth/admin/ban-user": { path: at("/api/auth/admin/ban-user"), allow: [], unexposed: true, body: () => ({ userId: "x" }) },
  "POST /api/auth/admin/impersonate-user": { path: at("/api/auth/admin/impersonate-user"), allow: [], unexposed: true, body: () => ({ userId: "x" }) },
  "POST /api/auth/admin/remove-user": { path: at("/api/auth/admin/remove-user"), allow: [], unexposed: true, body: () => ({ userId: "x" }) },
  // Last: it ends every caller's session.
  "POST /api/auth/sign-out": { path: at("/api/auth/sign-out"), allow: EVERYONE },
};
