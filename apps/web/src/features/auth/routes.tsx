import type { FeatureRoutes } from "../../app/feature-routes";
import { paths } from "../../config/paths";

const loadAuthPages = () => import("./pages");

/** This feature's pages and where they sit (app/feature-routes.ts; routes.tsx gathers every feature's). */
export const routes: FeatureRoutes = {
  page: [
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
  ],
};
