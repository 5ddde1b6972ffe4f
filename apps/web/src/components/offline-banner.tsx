import { WifiOff } from "lucide-react";
import { cn } from "../lib/cn";
import { OFFLINE_MESSAGE } from "../lib/offline-answers";

/**
 * The polite notice shown instead of an error while answers wait for the network. The live region
 * stays in the page so that a screen reader hears the notice come and go.
 */
export function OfflineBanner({ offline, className }: { offline: boolean; className?: string }) {
  return (
    <div
      role="status"
      className={cn(
        offline ? "flex" : "sr-only",
        "items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900",
        className,
      )}
    >
      {offline ? (
        <>
          <WifiOff className="size-4 shrink-0" aria-hidden />
          {OFFLINE_MESSAGE}
        </>
      ) : null}
    </div>
  );
}
