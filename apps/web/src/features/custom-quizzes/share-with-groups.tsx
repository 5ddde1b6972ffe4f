import { useState } from "react";
import { toast } from "sonner";
import type { CustomQuizDetail } from "@berean/domain";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { isApiError } from "../../lib/api";
import { useShareCustomQuiz } from "./api/custom-quizzes";
import { GroupChoice, useLedGroups } from "./group-choice";
import { useT } from "./messages";

/** The owner shares the quiz with groups they lead (their members may take it) or keeps it private. */
export function ShareWithGroups({ quiz }: { quiz: CustomQuizDetail }) {
  const t = useT();
  const led = useLedGroups();
  const share = useShareCustomQuiz(quiz.id);
  const [chosen, setChosen] = useState<number[]>(quiz.groups.map((g) => g.id));
  const changed =
    [...chosen].sort().join(",") !==
    quiz.groups
      .map((g) => g.id)
      .sort()
      .join(",");
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="font-semibold text-slate-900">{t("shareHeading")}</h2>
      <GroupChoice groups={led} chosen={chosen} onChange={setChosen} />
      <Button
        variant="secondary"
        disabled={!changed || share.isPending}
        onClick={() =>
          share.mutate(chosen, {
            onSuccess: () => toast.success(chosen.length ? t("sharingSaved") : t("nowPrivate")),
            onError: (error) => toast.error(t("sharingNotSaved"), { description: isApiError(error) ? error.message : undefined }),
          })
        }
      >
        {share.isPending ? t("saving") : t("saveSharing")}
      </Button>
    </Card>
  );
}
