import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../config/paths";
import { Button } from "./ui/button";

/** The member pages' way back home (docs/product.md part 1 §2: 'Back to Dashboard'). */
export function BackToDashboardButton() {
  return (
    <Button asChild variant="secondary">
      <Link to={paths.member.dashboard}>
        <ArrowLeft aria-hidden />
        Back to Dashboard
      </Link>
    </Button>
  );
}
