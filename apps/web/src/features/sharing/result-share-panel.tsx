import { ExternalLink, Link2, Link2Off } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { inputClasses } from "../../components/ui/input";
import { paths } from "../../config/paths";
import { isApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { useResultShare, useShareResult, useStopSharing } from "./api/sharing";
import { useT } from "./messages";
import { ShareButton } from "./share-button";

/**
 * On the member's own ended result (docs/architecture.md §4 'Sharing'): 'Share result' makes its
 * public page; then the link, 'Share' and 'Stop sharing'. Shown only for a result that may be shared.
 */
export function ResultSharePanel({ attemptId, score, quizTitle }: { attemptId: number; score: number; quizTitle: string }) {
  const t = useT();
  const failed = (error: unknown) => (isApiError(error) ? error.message : t("pleaseTryAgain"));
  const state = useResultShare(attemptId, true);
  const share = useShareResult(attemptId);
  const stop = useStopSharing(attemptId);
  const linkId = useId();
  const shared = state.data?.share ?? null;

  return (
    <Card aria-labelledby={`${linkId}-title`} role="region" className="mt-6 flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-col gap-1">
        <h2 id={`${linkId}-title`} className="flex items-center gap-2 font-semibold text-slate-900">
          <Link2 className="size-4 text-indigo-600" aria-hidden />
          {shared ? t("sharedTitle") : t("shareTitle")}
        </h2>
        <p className="text-sm text-slate-600">{shared ? t("sharedDescription") : t("shareDescription")}</p>
      </div>
      {state.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          {t("checkFailed")}
          <Button variant="secondary" size="sm" onClick={() => void state.refetch()} disabled={state.isFetching}>
            {state.isFetching ? t("retrying") : t("tryAgain")}
          </Button>
        </div>
      ) : shared ? (
        <div className="flex flex-col gap-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={linkId} className="text-sm font-medium text-slate-900">
              {t("link")}
            </label>
            <input
              id={linkId}
              readOnly
              value={shared.url}
              onFocus={(event) => event.currentTarget.select()}
              className={cn(inputClasses, "font-mono text-sm")}
            />
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <ShareButton title={t("shareText", { score, quiz: quizTitle })} url={shared.url} />
            <Button asChild variant="secondary">
              <Link to={paths.sharedResult(shared.code)}>
                <ExternalLink aria-hidden />
                {t("viewPage")}
              </Link>
            </Button>
            <Button
              variant="secondary"
              disabled={stop.isPending}
              onClick={() =>
                stop.mutate(undefined, {
                  onSuccess: () => toast.success(t("stoppedToast"), { description: t("stoppedToastDetail") }),
                  onError: (error) => toast.error(t("stopFailed"), { description: failed(error) }),
                })
              }
            >
              <Link2Off aria-hidden />
              {stop.isPending ? t("stopping") : t("stopSharing")}
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button
            disabled={state.isPending || share.isPending}
            onClick={() => share.mutate(undefined, { onError: (error) => toast.error(t("shareFailed"), { description: failed(error) }) })}
          >
            <Link2 aria-hidden />
            {share.isPending ? t("sharing") : t("shareResult")}
          </Button>
        </div>
      )}
    </Card>
  );
}
