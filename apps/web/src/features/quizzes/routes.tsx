import { RequireSession } from "../../app/layout/require-session";
import type { FeatureRoutes } from "../../app/feature-routes";
import { paths } from "../../config/paths";

/** This feature's pages and where they sit (app/feature-routes.ts; routes.tsx gathers every feature's). */
export const routes: FeatureRoutes = {
  page: [
    {
      // The quiz runs full-screen, without the sidebar: leaving it is a deliberate act (it ends the attempt).
      path: paths.member.quiz,
      lazy: async () => {
        const { QuizRoute } = await import("./quiz-page");
        return {
          element: (
            <RequireSession>
              <QuizRoute />
            </RequireSession>
          ),
        };
      },
    },
  ],
  member: [
    {
      path: paths.member.quizSelection,
      lazy: async () => ({ Component: (await import("./quiz-selection-page")).QuizSelectionPage }),
    },
  ],
};
