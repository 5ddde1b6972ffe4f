import type { ReactNode } from "react";
import { DelayedSpinner } from "../../components/page-states";
import { CurrentUserProvider } from "../../lib/current-user";
import { useMe } from "../../lib/session";

/** For pages open to everyone (the live event): the public frame for visitors, the member's or admin's own frame when signed in. */
export function AnyVisitorLayout({ visitor, member, admin }: { visitor: ReactNode; member: ReactNode; admin: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <DelayedSpinner />;
  if (!me.data) return <>{visitor}</>;
  return <CurrentUserProvider user={me.data}>{me.data.role === "admin" ? admin : member}</CurrentUserProvider>;
}
