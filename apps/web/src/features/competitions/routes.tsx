import { RequireSession } from "../../app/layout/require-session";
import type { FeatureRoutes } from "../../app/feature-routes";
import { paths } from "../../config/paths";

/** This feature's pages and where they sit (app/feature-routes.ts; routes.tsx gathers every feature's). */
export const routes: FeatureRoutes = {
  page: [
    {
      // A competition's door and quiz: the same full-screen player, in competition mode.
      path: paths.member.competitionQuiz,
      lazy: async () => {
        const { CompetitionQuizRoute } = await import("./competition-quiz-route");
        return {
          element: (
            <RequireSession>
              <CompetitionQuizRoute />
            </RequireSession>
          ),
        };
      },
    },
  ],
  member: [
    {
      path: paths.member.competitions,
      lazy: async () => ({ Component: (await import("./competitions-page")).CompetitionsPage }),
    },
    {
      path: paths.member.competitionLeaderboard,
      lazy: async () => ({ Component: (await import("./competition-leaderboard-page")).CompetitionLeaderboardPage }),
    },
    {
      path: paths.member.competitionReceipt,
      lazy: async () => ({ Component: (await import("./competition-receipt-page")).CompetitionReceiptPage }),
    },
  ],
};
