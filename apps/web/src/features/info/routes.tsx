import type { FeatureRoutes } from "../../app/feature-routes";
import { paths } from "../../config/paths";

/** This feature's pages and where they sit (app/feature-routes.ts; routes.tsx gathers every feature's). */
export const routes: FeatureRoutes = {
  public: [
    // The public site's own pages, open signed in or not (the server renders them for visitors, src/ssr).
    { path: paths.about, lazy: async () => ({ Component: (await import("./about-page")).AboutPage }) },
    { path: paths.features, lazy: async () => ({ Component: (await import("./features-page")).FeaturesPage }) },
    { path: paths.faq, lazy: async () => ({ Component: (await import("./faq-page")).FaqPage }) },
    { path: paths.privacy, lazy: async () => ({ Component: (await import("./privacy-page")).PrivacyPage }) },
    { path: paths.terms, lazy: async () => ({ Component: (await import("./terms-page")).TermsPage }) },
  ],
};
