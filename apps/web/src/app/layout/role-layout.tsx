import type { ReactNode } from "react";
import { useCurrentUser } from "../../lib/current-user";

/** Picks the frame by role, for pages that both members and admins visit. */
export function RoleLayout({ admin, member }: { admin: ReactNode; member: ReactNode }) {
  const user = useCurrentUser();
  return <>{user.role === "admin" ? admin : member}</>;
}
