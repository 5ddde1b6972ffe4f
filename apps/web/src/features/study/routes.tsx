import type { FeatureRoutes } from "../../app/feature-routes";
import { paths } from "../../config/paths";

/** This feature's pages and where they sit (app/feature-routes.ts; routes.tsx gathers every feature's). */
export const routes: FeatureRoutes = {
  member: [
    { path: paths.member.practice, lazy: async () => ({ Component: (await import("./practice-page")).PracticePage }) },
    { path: paths.member.review, lazy: async () => ({ Component: (await import("./review-page")).ReviewPage }) },
    { path: paths.member.memory, lazy: async () => ({ Component: (await import("./memory-page")).MemoryPage }) },
    { path: paths.member.memoryVerse(":slug"), lazy: async () => ({ Component: (await import("./memory-verse-page")).MemoryVersePage }) },
    { path: paths.member.plans, lazy: async () => ({ Component: (await import("./plans-page")).PlansPage }) },
    { path: paths.member.plan(":slug"), lazy: async () => ({ Component: (await import("./plan-page")).PlanPage }) },
    { path: paths.member.progress, lazy: async () => ({ Component: (await import("./progress-page")).ProgressPage }) },
  ],
};
