import { createContext, useContext, type ReactNode } from "react";
import type { Me } from "@berean/domain";

const CurrentUserContext = createContext<Me | null>(null);

/** Provided by the route guard once the session is known to be allowed. */
export function CurrentUserProvider({ user, children }: { user: Me; children: ReactNode }) {
  return <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>;
}

/** The signed-in user of a guarded page. */
export function useCurrentUser(): Me {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error("useCurrentUser must be used inside a guarded route");
  return user;
}
