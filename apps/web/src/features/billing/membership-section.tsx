import { ArrowRight, Crown, Infinity as InfinityIcon, Trophy, BookOpen } from "lucide-react";
import { Link } from "react-router";
import { formatCents, PRO_PRICE_CENTS, type Plan } from "@berean/domain";
import { PlanBadge } from "../../components/plan-badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { useT } from "./messages";

const PRO_ADDS = [
  { text: "proAddsQuizzes", icon: InfinityIcon },
  { text: "proAddsCompetitions", icon: Trophy },
  { text: "proAddsCategories", icon: BookOpen },
] as const;

/** The dashboard's membership section (docs/product.md part 1 §2): the plan, what Pro adds, the way to it. Hidden by the admin flag. */
export function MembershipSection({ plan }: { plan: Plan }) {
  const t = useT();
  return (
    <section aria-labelledby="membership-heading" className="mb-6">
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-2">
          <h2 id="membership-heading" className="flex items-center gap-2 font-semibold text-slate-900">
            {t("membership")} <PlanBadge plan={plan} />
          </h2>
          {plan === "pro" ? (
            <p className="text-sm text-slate-600">{t("youHavePro")}</p>
          ) : (
            <>
              <p className="text-sm text-slate-600">{t("freeMembers", { price: formatCents(PRO_PRICE_CENTS) })}</p>
              <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
                {PRO_ADDS.map(({ text, icon: Icon }) => (
                  <li key={text} className="flex items-center gap-1.5">
                    <Icon className="size-4 text-indigo-600" aria-hidden />
                    {t(text)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        {plan === "pro" ? (
          <Link
            to={paths.member.settings}
            className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold whitespace-nowrap text-indigo-600 hover:underline"
          >
            {t("planAndBilling")}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        ) : (
          <Button asChild className="shrink-0">
            <Link to={paths.member.upgrade}>
              <Crown aria-hidden />
              {t("upgradeToPro")}
            </Link>
          </Button>
        )}
      </Card>
    </section>
  );
}
