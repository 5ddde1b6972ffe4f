import { GAME_FREE_PLAYERS, GAME_PLAYERS_MAX, type HostGame } from "@berean/domain";
import { Play, UserRound, X } from "lucide-react";
import { gameApiPaths } from "./api/games";
import { useT } from "./messages";
import { PrimaryButton } from "./stage-parts";

/** `localhost:3100/play` from the join address `http://localhost:3100/play?pin=…`: what the room types. */
export function joinAddress(joinUrl: string): string {
  try {
    const url = new URL(joinUrl);
    return `${url.host}${url.pathname}`;
  } catch {
    return joinUrl;
  }
}

/**
 * The lobby: how to join (the address, the PIN, the QR code) on one side, the players arriving on
 * the other, each with a way to remove them, and 'Start' once there is someone to play.
 */
export function LobbyStage({
  game,
  onStart,
  onRemove,
  starting,
  settling,
}: {
  game: HostGame;
  onStart: () => void;
  onRemove: (playerId: number, nickname: string) => void;
  starting: boolean;
  settling: boolean;
}) {
  const t = useT();
  const count = game.players.length;
  const full = count >= game.playerLimit;
  return (
    <div className="grid flex-1 gap-[clamp(1.5rem,3vw,4rem)] lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      <section aria-labelledby="join-heading" className="flex flex-col items-center justify-center gap-[clamp(1rem,2vh,2rem)] text-center">
        <h1 id="join-heading" className="text-[clamp(1.25rem,2.2vw,2.75rem)] font-semibold text-indigo-100">
          {t.rich("joinAt", { address: joinAddress(game.joinUrl), b: (chunks) => <span className="font-black text-white">{chunks}</span> })}
        </h1>
        <div className="flex flex-col items-center rounded-3xl bg-white px-[clamp(1.5rem,3vw,4rem)] py-[clamp(0.75rem,1.5vw,2rem)] text-slate-950 shadow-2xl">
          <p className="text-[clamp(1rem,1.6vw,2rem)] font-bold tracking-wide text-slate-600 uppercase">{t("gamePin")}</p>
          <p data-testid="game-pin" className="text-[clamp(3.5rem,8.5vw,11rem)] leading-none font-black tracking-[0.08em] tabular-nums">
            {game.pin}
          </p>
        </div>
        <img
          src={gameApiPaths.qr(game.id)}
          alt={t("qrAlt")}
          width={320}
          height={320}
          className="size-[clamp(10rem,min(19vw,30vh),22rem)] rounded-2xl bg-white p-[clamp(0.5rem,0.8vw,1rem)] shadow-xl"
        />
      </section>

      <section aria-labelledby="players-heading" className="flex min-h-0 flex-col gap-4 rounded-3xl bg-white/5 p-[clamp(1rem,2vw,2.5rem)] ring-1 ring-white/10">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="players-heading" className="flex items-center gap-3 text-[clamp(1.5rem,2.6vw,3.25rem)] font-black">
            {t.rich("players", {
              count,
              badge: (chunks) => <span className="rounded-full bg-white px-[0.5em] text-[0.75em] text-indigo-950 tabular-nums">{chunks}</span>,
            })}
          </h2>
          <p className="text-[clamp(0.95rem,1.2vw,1.5rem)] text-indigo-200">{t("upTo", { limit: game.playerLimit })}</p>
        </div>
        {count === 0 ? (
          <p className="flex flex-1 items-center justify-center py-8 text-center text-[clamp(1.125rem,1.8vw,2.25rem)] text-indigo-200">
            <span className="mr-3 inline-block size-3 animate-pulse rounded-full bg-sky-300" aria-hidden />
            {t("waitingForPlayers")}
          </p>
        ) : (
          <ul aria-labelledby="players-heading" className="flex flex-wrap content-start gap-[clamp(0.5rem,0.8vw,1rem)] overflow-y-auto">
            {game.players.map((player) => (
              <li
                key={player.id}
                className="flex items-center gap-2 rounded-full bg-white py-1 pr-1 pl-4 text-[clamp(1rem,1.6vw,2rem)] font-bold text-slate-950 shadow"
              >
                <UserRound className="size-[1em] text-indigo-600" aria-hidden />
                <span className="[overflow-wrap:anywhere]">{player.nickname}</span>
                <button
                  type="button"
                  onClick={() => onRemove(player.id, player.nickname)}
                  aria-label={t("removePlayer", { nickname: player.nickname })}
                  title={t("removePlayer", { nickname: player.nickname })}
                  className="grid size-[1.6em] shrink-0 place-items-center rounded-full text-slate-500 hover:bg-red-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                >
                  <X className="size-[0.9em]" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
        {full ? (
          <p className="text-[clamp(0.95rem,1.2vw,1.5rem)] text-amber-200">
            {t("gameFull", { limit: game.playerLimit })}
            {game.playerLimit <= GAME_FREE_PLAYERS ? ` ${t("proHostsUpTo", { max: GAME_PLAYERS_MAX })}` : ""}
          </p>
        ) : null}
        <div className="mt-auto flex flex-col items-stretch gap-2 pt-2 sm:items-end">
          <PrimaryButton settling={settling} onClick={onStart} disabled={count === 0 || starting} hint={count === 0 ? t("startHint") : undefined}>
            <Play aria-hidden />
            {t("start")}
          </PrimaryButton>
        </div>
      </section>
    </div>
  );
}
