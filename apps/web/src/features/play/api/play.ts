import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { GameAnswer, JoinGame, PlayerGame } from "@berean/domain";
import { api, isApiError } from "../../../lib/api";

/**
 * A hosted game's phone (docs/architecture.md §4 'Hosted games'). The seat is an HttpOnly cookie
 * the server sets on join (path /api/play): the page never sees it, it only asks "my seat".
 */
const playApi = {
  seat: "/api/play",
  stream: "/api/play/stream",
  check: "/api/play/check",
  join: "/api/play/join",
  answers: "/api/play/answers",
  leave: "/api/play/leave",
} as const;

/**
 * The seat's view and the gap between the server's clock and this device's when it arrived:
 * the countdown runs on the server's time (the deadline minus the gap), never the device's date.
 */
export interface Seat {
  game: PlayerGame;
  /** The server's clock minus this device's, in milliseconds, when the view arrived. */
  clockOffsetMs: number;
}

const SEAT_KEY = ["play", "seat"] as const;

const toSeat = (game: PlayerGame): Seat => ({ game, clockOffsetMs: Date.parse(game.serverNow) - Date.now() });

/** GET /api/play: the cookie's seat, or null when this browser holds none (404 NO_SEAT). */
async function getSeat(): Promise<Seat | null> {
  try {
    return toSeat(await api.get<PlayerGame>(playApi.seat));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** The seat this browser holds: a reload rejoins it with its answer and score. */
export function useSeat() {
  // The stream keeps it current; a refetch happens only when asked (a refusal, a closed stream).
  return useQuery({ queryKey: SEAT_KEY, queryFn: getSeat, staleTime: Infinity });
}

/**
 * POST /api/play/check: is a game open with this PIN? Answers its title; refusals as a join's
 * (404 NO_SUCH_PIN, 410 GAME_ENDED, 429), so a wrong PIN is said before a nickname is asked.
 */
export function useCheckPin() {
  return useMutation({ mutationFn: (pin: string) => api.post<{ title: string }>(playApi.check, { pin }) });
}

/** POST /api/play/join: the seat's first view becomes the page's state at once. */
export function useJoinGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinGame) => api.post<PlayerGame>(playApi.join, body),
    onSuccess: (game) => queryClient.setQueryData(SEAT_KEY, toSeat(game)),
  });
}

/** POST /api/play/answers: judged on the server's receipt time; refusals (TOO_LATE, NOT_OPEN, ALREADY_ANSWERED) carry its message. */
export function sendAnswer(answer: GameAnswer) {
  return api.post<{ accepted: true; chosenIndex: number }>(playApi.answers, answer);
}

/** POST /api/play/leave: the server clears the seat's cookie, and the page goes back to the PIN. */
export function useLeaveGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>(playApi.leave, {}),
    onSettled: () => queryClient.setQueryData(SEAT_KEY, null),
  });
}

/** Asks the server for the seat again (after a refused answer, or when the stream gave up). */
export function useRefreshSeat() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SEAT_KEY });
}

/** How long to wait before opening the stream again once the browser has given up on it. */
const REOPEN_MS = 2_000;

/**
 * The seat kept current by Server-Sent Events: each 'play' event is the whole view and replaces
 * the cached one, so the first event after a reconnection is enough to catch up. EventSource
 * reconnects by itself after a dropped connection; when it gives up (an answer that is not a
 * stream, e.g. the seat is gone) the seat is read again and, while there is one, the stream is
 * opened anew. `connected` is false while updates are not flowing.
 */
export function usePlayStream(enabled: boolean): { connected: boolean } {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(true);
  const [opening, setOpening] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const source = new EventSource(playApi.stream);
    let reopen: number | undefined;
    source.addEventListener("open", () => setConnected(true));
    source.addEventListener("play", (event) => {
      setConnected(true);
      queryClient.setQueryData(SEAT_KEY, toSeat(JSON.parse((event as MessageEvent<string>).data) as PlayerGame));
    });
    source.addEventListener("error", () => {
      setConnected(false);
      if (source.readyState !== EventSource.CLOSED) return;
      void queryClient.invalidateQueries({ queryKey: SEAT_KEY });
      reopen = window.setTimeout(() => setOpening((n) => n + 1), REOPEN_MS);
    });
    return () => {
      window.clearTimeout(reopen);
      source.close();
    };
  }, [enabled, opening, queryClient]);
  return { connected: enabled ? connected : true };
}
