import type { PlanFollow, StudyPlanSummary } from "@berean/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { paths } from "../../config/paths";
import { useStartPlan } from "./api/plans";
import { useT } from "./messages";

/**
 * 'Start plan': follows the plan from day 1 and goes to its today's card. A member follows one plan
 * at a time, so while they follow another the dialog asks first.
 */
export function PlanStartButton({ plan, current, size = "md" }: { plan: StudyPlanSummary; current: PlanFollow | null; size?: "sm" | "md" }) {
  const t = useT();
  const navigate = useNavigate();
  const start = useStartPlan();
  const [asking, setAsking] = useState(false);
  const go = async () => {
    await start.mutateAsync(plan.slug);
    setAsking(false);
    void navigate(paths.member.plans);
  };
  return (
    <div className="flex flex-col gap-1">
      <Button size={size} disabled={start.isPending} onClick={() => (current ? setAsking(true) : void go().catch(() => undefined))}>
        {t.rich(start.isPending ? "startingFor" : "startPlanFor", { title: plan.title, sr: (chunks) => <span className="sr-only">{chunks}</span> })}
      </Button>
      {start.isError && !asking ? (
        <p role="alert" className="text-sm text-red-700">
          {start.error.message}
        </p>
      ) : null}
      {current ? (
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          tone="primary"
          title={t("startPlanTitle", { title: plan.title })}
          description={t("startPlanDescription", { current: current.plan.title, done: current.daysDone, total: current.plan.totalDays })}
          confirmLabel={t("startPlan")}
          busyLabel={t("starting")}
          cancelLabel={t("keepMyPlan")}
          onConfirm={() => go().catch(() => undefined)}
        >
          {start.isError ? (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {start.error.message}
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
