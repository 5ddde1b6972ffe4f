import { RequireSession } from "../../app/layout/require-session";
import type { FeatureRoutes } from "../../app/feature-routes";
import { paths } from "../../config/paths";

/** This feature's pages and where they sit (app/feature-routes.ts; routes.tsx gathers every feature's). */
export const routes: FeatureRoutes = {
  page: [
    {
      // A custom quiz shared with the member's group: the same full-screen player, in mode 'custom'.
      path: paths.member.customQuizPlay(":id"),
      lazy: async () => {
        const { CustomQuizPlayRoute } = await import("./custom-quiz-play-route");
        return {
          element: (
            <RequireSession>
              <CustomQuizPlayRoute />
            </RequireSession>
          ),
        };
      },
    },
  ],
  member: [
    { path: paths.member.customQuizzes, lazy: async () => ({ Component: (await import("./custom-quizzes-page")).CustomQuizzesPage }) },
    { path: paths.member.customQuizNew, lazy: async () => ({ Component: (await import("./custom-quiz-builder-page")).CustomQuizNewPage }) },
    { path: paths.member.customQuiz(":id"), lazy: async () => ({ Component: (await import("./custom-quiz-page")).CustomQuizPage }) },
    { path: paths.member.customQuizEdit(":id"), lazy: async () => ({ Component: (await import("./custom-quiz-builder-page")).CustomQuizEditPage }) },
  ],
};
