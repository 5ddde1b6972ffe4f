import { ShieldX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { ErrorPageFrame } from "./not-found-page";

/** Signed in, but without the role the page needs (docs/product.md part 1 §4 'Protected-page guard'). */
export function NotAuthorizedPage() {
  return (
    <ErrorPageFrame
      code="403"
      icon={<ShieldX className="size-7" aria-hidden />}
      title="Not authorized"
      description="Your account doesn't have permission to view this page. If you think this is a mistake, contact an administrator."
    >
      <Button asChild size="lg">
        <Link to={paths.member.dashboard}>Go to Dashboard</Link>
      </Button>
      <Button asChild size="lg" variant="secondary">
        <Link to={paths.home}>Go back home</Link>
      </Button>
    </ErrorPageFrame>
  );
}
