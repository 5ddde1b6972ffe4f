import { RequireSession } from "../../app/layout/require-session";
import type { FeatureRoutes } from "../../app/feature-routes";
import { paths } from "../../config/paths";

/** This feature's pages and where they sit (app/feature-routes.ts; routes.tsx gathers every feature's). */
export const routes: FeatureRoutes = {
  page: [
    {
      // The local test-mode provider's checkout and portal stand in for Stripe's hosted pages:
      // full-screen, without the sidebar.
      path: paths.localCheckout,
      lazy: async () => {
        const { LocalCheckoutPage } = await import("./local-checkout-page");
        return {
          element: (
            <RequireSession>
              <LocalCheckoutPage />
            </RequireSession>
          ),
        };
      },
    },
    {
      path: paths.localPortal,
      lazy: async () => {
        const { LocalPortalPage } = await import("./local-portal-page");
        return {
          element: (
            <RequireSession>
              <LocalPortalPage />
            </RequireSession>
          ),
        };
      },
    },
  ],
  member: [
    {
      path: paths.member.upgrade,
      lazy: async () => ({ Component: (await import("./upgrade-page")).UpgradePage }),
    },
  ],
};
