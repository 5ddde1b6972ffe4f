import { WifiOff } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Brand } from "../../components/brand";
import { DelayedSpinner, ErrorState } from "../../components/page-states";
import { paths } from "../../config/paths";
import { usePlayStream, useLeaveGame, useSeat, type Seat } from "./api/play";
import { GameScreen } from "./game-screen";
import { JoinForm } from "./join-form";
import { useT } from "./messages";

/**
 * /play: a hosted game's phone (docs/architecture.md §4 'Hosted games'), full-screen and made for
 * a 375 px phone. A browser already holding a seat goes straight back to it (a reload rejoins the
 * same seat with its answer and score); otherwise the PIN and a nickname join one. While seated
 * the stream keeps the view current, each event being the whole state.
 */
export function PlayPage() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const seat = useSeat();
  const seated = seat.data ?? null;
  // Once the game is over for this seat (ended, or removed) nothing more will change: no stream.
  const live = seated !== null && seated.game.status !== "ended" && !seated.game.removed;
  const { connected } = usePlayStream(live);
  const leave = useLeaveGame();
  const pin = /^[0-9]{6}$/.test(search.get("pin") ?? "") ? search.get("pin")! : "";

  const leaveGame = () =>
    leave.mutate(undefined, {
      // Back to an empty PIN: the address's PIN was the game just left.
      onSettled: () => setSearch({}, { replace: true }),
    });

  let body: ReactNode;
  if (seat.isPending) body = <DelayedSpinner label={t("finding")} />;
  else if (seated) body = <GameScreen seat={seated} onLeave={leaveGame} leaving={leave.isPending} />;
  else if (seat.isError) body = <ErrorState message={seat.error.message} onRetry={() => void seat.refetch()} retrying={seat.isFetching} />;
  else body = <JoinForm key="join" initialPin={pin} />;

  return (
    <PlayFrame seat={seated} reconnecting={live && !connected}>
      {body}
    </PlayFrame>
  );
}

/** The phone's whole screen: the brand, who is playing with their score, and the connection's state. */
function PlayFrame({ seat, reconnecting, children }: { seat: Seat | null; reconnecting: boolean; children: ReactNode }) {
  const t = useT();
  const game = seat?.game;
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-2.5">
        <Brand to={paths.home} className="text-base" />
        {game && !game.removed ? (
          <p className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
            <span className="truncate font-medium">{game.nickname}</span>
            <span className="shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 font-semibold tabular-nums text-slate-900">
              {t("points", { score: game.score })}
            </span>
          </p>
        ) : null}
      </header>
      <div
        role="status"
        className={reconnecting ? "flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm font-medium text-amber-900" : "sr-only"}
      >
        {reconnecting ? (
          <>
            <WifiOff className="size-4" aria-hidden />
            {t("reconnecting")}
          </>
        ) : null}
      </div>
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col px-4 py-6 sm:py-10">{children}</main>
    </div>
  );
}
