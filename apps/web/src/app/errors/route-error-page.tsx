import { TriangleAlert } from "lucide-react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "../../components/ui/button";
import { ErrorPageFrame, NotFoundPage } from "./not-found-page";

/** Last-resort boundary: a crash or a failed chunk download shows this instead of a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <ErrorPageFrame
      code="Error"
      icon={<TriangleAlert className="size-7" aria-hidden />}
      title="Something went wrong"
      description="The page could not be displayed. Reloading usually fixes this; if it keeps happening, please try again later."
    >
      <Button size="lg" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </ErrorPageFrame>
  );
}
