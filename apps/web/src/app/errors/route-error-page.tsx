import { TriangleAlert } from "lucide-react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "../../components/ui/button";
import { useT } from "./messages";
import { ErrorPageFrame, NotFoundPage } from "./not-found-page";

/** Last-resort boundary: a crash or a failed chunk download shows this instead of a blank page. */
export function RouteErrorPage() {
  const t = useT();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <ErrorPageFrame
      code={t("errorCode")}
      icon={<TriangleAlert className="size-7" aria-hidden />}
      title={t("somethingWentWrong")}
      description={t("routeErrorDescription")}
    >
      <Button size="lg" onClick={() => window.location.reload()}>
        {t("reloadPage")}
      </Button>
    </ErrorPageFrame>
  );
}
