import { GAME_MESSAGES, type PlayerGame } from "@berean/domain";
import { Hourglass, Trophy, UserX } from "lucide-react";
import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { useServerText } from "../../i18n";
import { cn } from "../../lib/cn";
import type { Seat } from "./api/play";
import { useT } from "./messages";
import { QuestionView } from "./question-view";
import { RevealView } from "./reveal-view";

/**
 * The seat's screen for what the game is doing now: the lobby, an open question, a closed one,
 * the end, or the host's removal. It renders only what the seat's view carries. Each change of
 * screen moves focus to its heading, so a screen reader announces the new question or result.
 */
export function GameScreen({ seat, onLeave, leaving }: { seat: Seat; onLeave: () => void; leaving: boolean }) {
  const t = useT();
  const said = useServerText();
  const { game } = seat;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const screen = game.removed ? "removed" : `${game.status}-${game.position}`;
  useEffect(() => {
    headingRef.current?.focus();
  }, [screen]);

  if (game.removed) {
    return (
      <Ending
        icon={<UserX className="size-10 text-slate-500" aria-hidden />}
        heading={said(GAME_MESSAGES.removed)}
        small
        headingRef={headingRef}
        onLeave={onLeave}
        leaving={leaving}
      />
    );
  }
  if (game.status === "ended") {
    return (
      <Ending
        icon={<Trophy className="size-10 text-amber-500" aria-hidden />}
        heading={t("gameOver")}
        headingRef={headingRef}
        onLeave={onLeave}
        leaving={leaving}
      >
        <p className="text-xl font-semibold text-slate-900">{t("finished", { rank: game.rank, total: game.of })}</p>
        <p className="text-lg text-slate-700">
          {t.rich("finalScore", { score: game.score, b: (chunks) => <span className="font-bold tabular-nums text-slate-900">{chunks}</span> })}
        </p>
        <p className="text-sm text-slate-500">{game.title}</p>
      </Ending>
    );
  }
  if (game.status === "question" && game.question) {
    // Keyed by question: a new question starts with no choice sent and no refusal.
    return <QuestionView key={game.question.position} game={game} question={game.question} clockOffsetMs={seat.clockOffsetMs} headingRef={headingRef} />;
  }
  if (game.status === "reveal" && game.outcome) {
    return <RevealView game={game} outcome={game.outcome} headingRef={headingRef} />;
  }
  if (game.status === "lobby") return <Lobby game={game} headingRef={headingRef} />;
  // A view between states (a question closing): the next event follows at once.
  return (
    <div className="flex justify-center py-16">
      <Spinner label={t("waitingForHost")} />
    </div>
  );
}

function Lobby({ game, headingRef }: { game: PlayerGame; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight text-slate-900 outline-none">
        {t("youreIn")}
      </h1>
      <p className="max-w-full break-words rounded-2xl bg-indigo-600 px-6 py-3 text-2xl font-bold text-white shadow-sm">{game.nickname}</p>
      <p className="flex items-center gap-2 text-base text-slate-700">
        <Hourglass className="size-5 animate-pulse text-indigo-600" aria-hidden />
        {t("waitingToStart")}
      </p>
      <p className="text-sm text-slate-500">{game.title}</p>
    </div>
  );
}

function Ending({
  icon,
  heading,
  headingRef,
  onLeave,
  leaving,
  small = false,
  children,
}: {
  icon: ReactNode;
  heading: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onLeave: () => void;
  leaving: boolean;
  /** A sentence rather than a title. */
  small?: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center">
      {icon}
      <h1 ref={headingRef} tabIndex={-1} className={cn("font-bold tracking-tight text-slate-900 outline-none", small ? "text-2xl" : "text-3xl")}>
        {heading}
      </h1>
      {children}
      <Button size="lg" className="mt-4 w-full max-w-xs" onClick={onLeave} disabled={leaving}>
        {t("joinAnother")}
      </Button>
    </div>
  );
}
