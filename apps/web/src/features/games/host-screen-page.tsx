import type { HostGame } from "@berean/domain";
import { useQueryClient } from "@tanstack/react-query";
import { BookOpenCheck, SearchX, WifiOff } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import { DelayedSpinner, ErrorState } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { isApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { useGameControls, useHostGame, useHostGameStream } from "./api/games";
import { useT } from "./messages";
import { FullScreenButton } from "../../components/present-frame";
import { EndGameButton } from "./screen-controls";
import { LobbyStage } from "./lobby-stage";
import { PodiumStage } from "./podium-stage";
import { QuestionStage } from "./question-stage";
import { RevealStage } from "./reveal-stage";
import { usePrimaryKey } from "./use-primary-key";
import { useSettling } from "./use-settling";

/**
 * The projector's frame: full-screen, dark, large type readable from the back of a hall. `fit`:
 * on a projector-wide screen the stage is held to the screen's height, and what may run long (a
 * verse, the final standings) scrolls inside its own panel: the screen itself never scrolls.
 */
function Frame({ children, fit = false }: { children: ReactNode; fit?: boolean }) {
  return <div className={cn("flex min-h-dvh flex-col bg-indigo-950 text-white", fit && "xl:h-dvh")}>{children}</div>;
}

/**
 * /host/{id}, the host's projector screen (docs/architecture.md §4 'Hosted games'): the lobby,
 * each question with its clock, the answers and the key when it closes, the podium at the end.
 * It reads the game once, then follows its stream: every 'game' event is the whole screen.
 */
export function HostScreenPage() {
  const t = useT();
  const id = useParams().gameId ?? "";
  const game = useHostGame(id);
  // The room sees this screen: what the host was told before it (a payment, a saved form) is not for them.
  useEffect(() => {
    toast.dismiss();
  }, []);

  if (game.isError && isApiError(game.error) && game.error.status === 404) return <GameNotFound />;
  if (game.isPending) {
    return (
      <Frame>
        <DelayedSpinner label={t("loading")} />
      </Frame>
    );
  }
  // A failed refetch (the network back after a drop) keeps the game on screen; the stream brings it up to date.
  if (game.isError && game.data === undefined) {
    return (
      <Frame>
        <div className="m-auto w-full max-w-lg p-6">
          <ErrorState message={t("loadFailed")} onRetry={() => void game.refetch()} retrying={game.isFetching} />
        </div>
      </Frame>
    );
  }
  // The server's clock minus this screen's, taken when this view arrived: every clock on screen counts by the server's.
  return <HostScreen game={game.data} clockOffset={Date.parse(game.data.serverNow) - game.dataUpdatedAt} />;
}

function GameNotFound() {
  const t = useT();
  return (
    <Frame>
      <title>{t("notFoundTitle")}</title>
      <main className="m-auto flex max-w-xl flex-col items-center gap-4 p-6 text-center">
        <SearchX className="size-14 text-indigo-300" aria-hidden />
        <h1 className="text-3xl font-black sm:text-5xl">{t("notFound")}</h1>
        <p className="text-lg text-indigo-100">{t("notFoundDetail")}</p>
        <Button asChild size="lg" variant="secondary">
          <Link to={paths.member.hostGame}>{t("hostGame")}</Link>
        </Button>
      </main>
    </Frame>
  );
}

/** The id of the host's one notice of a refused control. */
const CONTROL_FAILED = "host-control-failed";

function HostScreen({ game, clockOffset }: { game: HostGame; clockOffset: number }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { connected } = useHostGameStream(game.id, game.status !== "ended");
  const { start, next, end, removePlayer } = useGameControls(game.id);
  const [ending, setEnding] = useState(false);
  const settling = useSettling(`${game.status}:${game.position}`);

  /**
   * A refused control: said on screen (one notice at a time); a game gone (404) shows as not found.
   * The next control that goes through takes the notice down, so a room does not read 'could not
   * start' over a game that has started.
   */
  const failed = (what: string) => (error: unknown) => {
    if (isApiError(error) && error.status === 404) void queryClient.invalidateQueries({ queryKey: ["games", "host", game.id] });
    toast.error(what, { id: CONTROL_FAILED, description: isApiError(error) ? error.message : undefined });
  };
  const succeeded = () => toast.dismiss(CONTROL_FAILED);
  // One control on its way at a time, checked at once: the mutation's own pending flag reaches the
  // screen a tick later, after the second click of a double click has gone out.
  const sending = useRef(false);
  const send = (go: (settled: () => void) => void) => {
    if (sending.current) return;
    sending.current = true;
    go(() => {
      sending.current = false;
    });
  };
  const onStart = () => send((onSettled) => start.mutate(undefined, { onSuccess: succeeded, onError: failed(t("startFailed")), onSettled }));
  // 'Close question' and 'Next' share a route: the status shown says which one this press is.
  const onNext = () => {
    if (game.status !== "question" && game.status !== "reveal") return;
    const { position, status } = game;
    send((onSettled) =>
      next.mutate({ position, status }, { onSuccess: succeeded, onError: failed(status === "question" ? t("closeFailed") : t("nextFailed")), onSettled }),
    );
  };
  const onRemove = (playerId: number, nickname: string) => removePlayer.mutate(playerId, { onError: failed(t("removeFailed", { nickname })) });

  const primary = game.status === "lobby" ? (game.players.length > 0 ? onStart : null) : game.status === "question" || game.status === "reveal" ? onNext : null;
  // A key pressed again while the first press is on its way would act on the screen it brings.
  usePrimaryKey(ending || start.isPending || next.isPending ? null : primary);

  return (
    <Frame fit={game.status === "reveal" || game.status === "ended"}>
      <title>{t("screenTitle", { pin: game.pin })}</title>
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-white/10 px-[clamp(1rem,2.5vw,3rem)] py-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500 to-violet-500" aria-hidden>
            <BookOpenCheck className="size-5" />
          </span>
          <p className="min-w-0 truncate text-[clamp(1rem,1.3vw,1.5rem)] font-bold">{game.title}</p>
          {game.status !== "lobby" ? (
            <p className="hidden shrink-0 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold sm:block">
              {t("pinPlayers", { pin: game.pin, count: game.players.length })}
            </p>
          ) : null}
        </div>
        <div className="flex items-center gap-2">
          {connected ? null : (
            <p role="status" className="flex items-center gap-2 rounded-full bg-amber-300 px-3 py-1.5 text-sm font-bold text-amber-950">
              <WifiOff className="size-4" aria-hidden />
              {t("reconnecting")}
            </p>
          )}
          <FullScreenButton />
          {game.status !== "ended" ? (
            <EndGameButton
              open={ending}
              onOpenChange={setEnding}
              onConfirm={() =>
                end.mutateAsync().then(
                  () => setEnding(false),
                  (error: unknown) => failed(t("endFailed"))(error),
                )
              }
            />
          ) : null}
        </div>
      </header>
      <main className="flex min-h-0 flex-1 flex-col px-[clamp(1rem,2.5vw,3rem)] py-[clamp(1rem,2.5vh,2.5rem)]">
        {game.status === "lobby" ? (
          <LobbyStage game={game} onStart={onStart} onRemove={onRemove} starting={start.isPending} settling={settling} />
        ) : game.status === "question" && game.question ? (
          <QuestionStage game={game} question={game.question} clockOffset={clockOffset} onClose={onNext} closing={next.isPending} settling={settling} />
        ) : game.status === "reveal" && game.question && game.reveal ? (
          <RevealStage game={game} question={game.question} reveal={game.reveal} onNext={onNext} advancing={next.isPending} settling={settling} />
        ) : game.status === "ended" ? (
          <PodiumStage game={game} />
        ) : (
          <DelayedSpinner label={t("loading")} />
        )}
      </main>
    </Frame>
  );
}
