import { useState } from "react";
import { toast } from "sonner";
import type { CustomQuizDetail } from "@berean/domain";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { isApiError } from "../../lib/api";
import { useShareCustomQuiz } from "./api/custom-quizzes";
import { GroupChoice, useLedGroups } from "./group-choice";

/** The owner shares the quiz with groups they lead (their members may take it) or keeps it private. */
export function ShareWithGroups({ quiz }: { quiz: CustomQuizDetail }) {
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
      <h2 className="font-semibold text-slate-900">Share with my groups</h2>
      <GroupChoice groups={led} chosen={chosen} onChange={setChosen} />
      <Button
        variant="secondary"
        disabled={!changed || share.isPending}
        onClick={() =>
          share.mutate(chosen, {
            onSuccess: () => toast.success(chosen.length ? "Sharing saved" : "The quiz is private now"),
            onError: (error) => toast.error("Sharing was not saved", { description: isApiError(error) ? error.message : undefined }),
          })
        }
      >
        {share.isPending ? "Saving..." : "Save sharing"}
      </Button>
    </Card>
  );
}
