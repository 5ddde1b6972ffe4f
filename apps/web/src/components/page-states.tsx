import type { UseQueryResult } from "@tanstack/react-query";
import { CircleAlert, Inbox } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { useT } from "./messages";
import { Button } from "./ui/button";
import { Spinner } from "./ui/spinner";

/** Renders nothing at first, then a neutral spinner if loading takes longer than `delayMs`. */
export function DelayedSpinner({ delayMs = 300, label }: { delayMs?: number; label?: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <div className="flex min-h-[40vh] w-full items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}

export function ErrorState({ title, message, onRetry, retrying = false }: { title?: string; message: string; onRetry?: () => void; retrying?: boolean }) {
  const t = useT();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-red-100 bg-red-50/60 px-6 py-10 text-center">
      <CircleAlert className="size-8 text-red-500" aria-hidden />
      <p className="font-semibold text-slate-900">{title ?? t("somethingWentWrong")}</p>
      <p className="max-w-md text-sm text-slate-600">{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
          {retrying ? t("retrying") : t("tryAgain")}
        </Button>
      ) : null}
    </div>
  );
}

export function EmptyState({ title, description, action, icon }: { title: string; description?: string; action?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="text-slate-400">{icon ?? <Inbox className="size-8" aria-hidden />}</span>
      <p className="font-semibold text-slate-900">{title}</p>
      {description ? <p className="max-w-md text-sm text-slate-600">{description}</p> : null}
      {action}
    </div>
  );
}

/**
 * A query's three states and its data: a spinner while it first loads (`label` names it), the
 * error with Try again (`errorMessage`, or `errorText(error)` when the error says more), the
 * empty state when `isEmpty(data)`, else `children(data)`. A refetch keeps showing the data.
 */
export function QueryState<T>({
  query,
  label,
  errorMessage,
  errorText,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  label: string;
  errorMessage: string;
  errorText?: (error: Error) => string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  if (query.isPending) return <DelayedSpinner label={label} />;
  if (query.isError) {
    return <ErrorState message={errorText?.(query.error) ?? errorMessage} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (isEmpty?.(query.data)) return <>{empty ?? <EmptyState title={t("nothingHereYet")} />}</>;
  return <>{children(query.data)}</>;
}
