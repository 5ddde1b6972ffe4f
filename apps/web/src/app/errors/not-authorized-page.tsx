import { ShieldX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { useT } from "./messages";
import { ErrorPageFrame } from "./not-found-page";

/** Signed in, but without the role the page needs (docs/product.md part 1 §4 'Protected-page guard'). */
export function NotAuthorizedPage() {
  const t = useT();
  return (
    <ErrorPageFrame code="403" icon={<ShieldX className="size-7" aria-hidden />} title={t("notAuthorizedTitle")} description={t("notAuthorizedDescription")}>
      <Button asChild size="lg">
        <Link to={paths.member.dashboard}>{t("goToDashboard")}</Link>
      </Button>
      <Button asChild size="lg" variant="secondary">
        <Link to={paths.home}>{t("goBackHome")}</Link>
      </Button>
    </ErrorPageFrame>
  );
}
