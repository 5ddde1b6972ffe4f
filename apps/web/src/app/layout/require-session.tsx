import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { ErrorState, DelayedSpinner } from "../../components/page-states";
import { paths } from "../../config/paths";
import { CurrentUserProvider } from "../../lib/current-user";
import type { Role } from "@berean/domain";
import { loginThenBack, useMe } from "../../lib/session";
import { useT } from "./messages";

/**
 * The protected-page guard (docs/product.md part 1 §4): checking → nothing (a spinner after 300 ms),
 * not signed in → /auth/login, wrong role → /not-authorized, allowed → the page.
 * The server enforces the same rules; this only decides what to show.
 */
export function RequireSession({ role, children }: { role?: Role; children: ReactNode }) {
  const t = useT();
  const me = useMe();
  const location = useLocation();

  if (me.isPending) return <DelayedSpinner />;
  if (me.isError) {
    return (
      <div className="mx-auto max-w-lg p-6 pt-24">
        <ErrorState title={t("sessionCheckFailed")} message={t("userDataFailed")} onRetry={() => void me.refetch()} retrying={me.isFetching} />
      </div>
    );
  }
  // After signing in, the member comes back here (an upgrade link, a checkout page).
  if (me.data === null) return <Navigate to={loginThenBack(location.pathname + location.search)} replace />;
  if (role && me.data.role !== role) return <Navigate to={paths.notAuthorized} replace />;
  return <CurrentUserProvider user={me.data}>{children}</CurrentUserProvider>;
}
