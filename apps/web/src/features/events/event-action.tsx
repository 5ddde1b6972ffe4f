import { CircleCheck, Play } from "lucide-react";
import { Link } from "react-router";
import { Button, type ButtonProps } from "../../components/ui/button";
import { paths, quizPath, resultPath } from "../../config/paths";
import { cn } from "../../lib/cn";
import { useMe } from "../../lib/session";
import { useEventQuiz } from "./api/event-quiz";
import { useT } from "./messages";

/**
 * The way into the live Saturday event, as the member stands with it: 'Take the Challenge' starts
 * it (the quiz page starts or resumes an attempt), 'Resume the Challenge' goes back to one under
 * way, and once it is played 'Your result' opens that result. A visitor's leads to the quiz list,
 * by way of signing in.
 */
export function EventAction({ size, className }: { size?: ButtonProps["size"]; className?: string }) {
  const t = useT();
  const me = useMe();
  const eventQuiz = useEventQuiz(Boolean(me.data));
  const quiz = eventQuiz.data;
  const taken = quiz && (quiz.myStatus === "already_attempted" || quiz.myStatus === "weekly_quiz_limit") && quiz.myResultId !== null;
  if (quiz && taken) {
    return (
      <Button asChild size={size} variant="secondary" className={className}>
        <Link to={resultPath(quiz.myResultId!)}>
          <CircleCheck aria-hidden />
          {t("yourResult")}
        </Link>
      </Button>
    );
  }
  const resume = quiz?.myStatus === "in_progress";
  // A member's standing is a moment away: the button waits for it rather than lead to the quiz list.
  if (me.data && eventQuiz.isPending) {
    return (
      <Button size={size} className={className} disabled>
        <Play aria-hidden />
        {t("takeChallenge")}
      </Button>
    );
  }
  return (
    <Button asChild size={size} className={cn(className)}>
      <Link to={quiz ? quizPath(quiz.id) : paths.member.quizSelection}>
        <Play aria-hidden />
        {resume ? t("resumeChallenge") : t("takeChallenge")}
      </Link>
    </Button>
  );
}
