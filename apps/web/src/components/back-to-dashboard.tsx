import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../config/paths";
import { useT } from "./messages";
import { Button } from "./ui/button";

/** The member pages' way back home (docs/product.md part 1 §2: 'Back to Dashboard'). */
export function BackToDashboardButton() {
  const t = useT();
  return (
    <Button asChild variant="secondary">
      <Link to={paths.member.dashboard}>
        <ArrowLeft aria-hidden />
        {t("backToDashboard")}
      </Link>
    </Button>
  );
}
