import { Crown } from "lucide-react";
import { useT } from "./messages";
import { Badge } from "./ui/badge";
import type { Plan } from "@berean/domain";

/** Pro (purple) or Free (green), from the member's plan (docs/product.md part 1 §2 'Member dashboard'). */
export function PlanBadge({ plan }: { plan: Plan }) {
  const t = useT();
  return plan === "pro" ? (
    <Badge tone="purple">
      <Crown className="size-3" aria-hidden />
      Pro
    </Badge>
  ) : (
    <Badge tone="green">{t("planFree")}</Badge>
  );
}
