import type { ReactNode } from "react";
import { useT } from "./messages";

/**
 * The figures behind a fairness proof (a SHA-256, a salt, the ids drawn), folded under 'Details':
 * members read the plain sentence above it; whoever checks the arithmetic opens it.
 */
export function FingerprintDetails({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <details className="group text-xs">
      <summary className="cursor-pointer rounded-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
        {t("details")}
      </summary>
      <div className="mt-2 flex flex-col gap-2">{children}</div>
    </details>
  );
}
