import type { ReactNode } from "react";
import type { Me } from "@berean/domain";
import { displayName } from "../../lib/session";

/** Initials avatar, name and email of the signed-in user. */
export function AccountSummary({ user, badge }: { user: Me; badge?: ReactNode }) {
  const name = displayName(user);
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join("");
  return (
    <div className="flex items-center gap-3 px-2">
      <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-sm font-semibold text-indigo-700">
        {initials || "?"}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 truncate text-sm font-semibold text-slate-900">
          <span className="truncate">{name}</span>
          {badge}
        </p>
        <p className="truncate text-xs text-slate-500">{user.email}</p>
      </div>
    </div>
  );
}
