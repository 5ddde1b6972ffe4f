import { createBrowserRouter, Navigate, Outlet, type RouteObject } from "react-router";
import { isLocalizedPath, localePath } from "@berean/domain";
import { DelayedSpinner } from "./components/page-states";
import { paths } from "./config/paths";
import { NotFoundPage } from "./app/errors/not-found-page";
import { RouteErrorPage } from "./app/errors/route-error-page";
import { RequireSession } from "./app/layout/require-session";
import { RootLayout } from "./app/layout/root-layout";
import type { FeatureRoutes } from "./app/feature-routes";

// Code splitting per route with React Router's `lazy`: public pages never download the member or
// admin code. Unlike React.lazy + Suspense, the router loads a route's code *before* it commits the
// navigation, so the URL and the page change together (no hidden previous page under the new URL).

/** Every feature's pages (features/<name>/routes.tsx), gathered when the app is built. */
const features = Object.values(import.meta.glob<{ routes: FeatureRoutes }>("./features/*/routes.tsx", { eager: true })).map((m) => m.routes);
/**
 * A frame's pages, each public page that exists in every language (isLocalizedPath) also under its
 * Spanish path: the server renders `/es/hub` for visitors, and the app shows it to members.
 */
const inFrame = (frame: keyof FeatureRoutes): RouteObject[] =>
  features
    .flatMap((f) => f[frame] ?? [])
    .flatMap((route) => (route.path && isLocalizedPath(route.path) ? [route, { ...route, path: localePath(route.path, "es") }] : [route]));

const loadMemberLayout = () => import("./app/layout/member-layout");
const loadAdminLayout = () => import("./app/layout/admin-layout");

const memberRoutes: RouteObject[] = [
  // The payment banner (docs/product.md part 2 §2 'Competitions') also links here without an id: the list says which one to start.
  { path: "/competition-quiz", element: <Navigate to={paths.member.competitions} replace /> },
  ...inFrame("member"),
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // Shown while the first page's code loads (nothing for 300 ms, then a spinner).
    hydrateFallbackElement: <DelayedSpinner />,
    children: [
      {
        lazy: async () => ({ Component: (await import("./app/layout/public-layout")).PublicLayout }),
        children: inFrame("public"),
      },
      {
        lazy: async () => {
          const { MemberLayout } = await loadMemberLayout();
          return {
            element: (
              <RequireSession>
                <MemberLayout />
              </RequireSession>
            ),
          };
        },
        children: memberRoutes,
      },
      {
        // /leaderboard is a member page, shown inside the admin layout for admins (docs/product.md part 1 §2 'Leaderboards').
        lazy: async () => {
          const [{ MemberLayout }, { AdminLayout }, { RoleLayout }] = await Promise.all([
            loadMemberLayout(),
            loadAdminLayout(),
            import("./app/layout/role-layout"),
          ]);
          return {
            element: (
              <RequireSession>
                <RoleLayout admin={<AdminLayout />} member={<MemberLayout />} />
              </RequireSession>
            ),
          };
        },
        children: inFrame("memberOrAdmin"),
      },
      {
        // The live event and certificate checks are for everyone: visitors see them in the public frame, members in their own.
        lazy: async () => {
          const [{ PublicFrame }, { MemberLayout }, { AdminLayout }, { AnyVisitorLayout }] = await Promise.all([
            import("./app/layout/public-layout"),
            loadMemberLayout(),
            loadAdminLayout(),
            import("./app/layout/any-visitor-layout"),
          ]);
          const visitor = (
            <PublicFrame>
              <div className="px-4 py-10 sm:px-6">
                <Outlet />
              </div>
            </PublicFrame>
          );
          return { element: <AnyVisitorLayout visitor={visitor} member={<MemberLayout />} admin={<AdminLayout />} /> };
        },
        children: inFrame("anyone"),
      },
      {
        lazy: async () => {
          const { AdminLayout } = await loadAdminLayout();
          return {
            element: (
              <RequireSession role="admin">
                <AdminLayout />
              </RequireSession>
            ),
          };
        },
        children: inFrame("admin"),
      },
      ...inFrame("page"),
      {
        path: paths.notAuthorized,
        lazy: async () => ({
          Component: (await import("./app/errors/not-authorized-page")).NotAuthorizedPage,
        }),
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
