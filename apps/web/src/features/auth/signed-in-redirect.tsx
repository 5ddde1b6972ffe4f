import { Navigate, useSearchParams } from "react-router";
import { homePathFor, safeNextPath, useMe } from "../../lib/session";

/**
 * Where a person already signed in goes instead of the sign-in or registration form: the page that
 * asked for a sign-in (`next`), else their home. Null while nobody is signed in (or not yet known:
 * the form shows at once for visitors).
 */
export function useSignedInRedirect(): string | null {
  const me = useMe();
  const [searchParams] = useSearchParams();
  if (!me.data) return null;
  return safeNextPath(searchParams.get("next")) ?? homePathFor(me.data);
}

export function SignedInRedirect({ to }: { to: string }) {
  return <Navigate to={to} replace />;
}
