import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { CreateGame, GameStatus, HostGame, Hostable } from "@berean/domain";
import { api, isApiError } from "../../../lib/api";

/** The host's endpoints of a hosted game (docs/architecture.md §4 'Hosted games'). */
export const gameApiPaths = {
  hostable: "/api/games/hostable",
  games: "/api/games",
  game: (id: string) => `/api/games/${encodeURIComponent(id)}`,
  stream: (id: string) => `/api/games/${encodeURIComponent(id)}/stream`,
  qr: (id: string) => `/api/games/${encodeURIComponent(id)}/qr.svg`,
  resultsCsv: (id: string) => `/api/games/${encodeURIComponent(id)}/results.csv`,
  start: (id: string) => `/api/games/${encodeURIComponent(id)}/start`,
  next: (id: string) => `/api/games/${encodeURIComponent(id)}/next`,
  end: (id: string) => `/api/games/${encodeURIComponent(id)}/end`,
  removePlayer: (id: string, playerId: number) => `/api/games/${encodeURIComponent(id)}/players/${playerId}/remove`,
} as const;

/** GET /api/games/hostable: what 'Host a game' offers (quizzes, custom quizzes, led groups' assignments) and the plan's player limit. */
export function useHostable() {
  return useQuery({
    queryKey: ["games", "hostable"],
    queryFn: () => api.get<Hostable>(gameApiPaths.hostable),
    // A refusal (an unconfirmed email) is an answer, not a hiccup to retry.
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
}

export function useCreateGame() {
  return useMutation({ mutationFn: (body: CreateGame) => api.post<{ game: HostGame }>(gameApiPaths.games, body) });
}

const gameKey = (id: string) => ["games", "host", id] as const;

/**
 * Keeps the newest view of the game: a control's answer and the stream's events can cross, and
 * the view made later on the server's clock wins, so a late answer never turns the screen back.
 */
function keepNewest(queryClient: QueryClient, id: string, game: HostGame) {
  const current = queryClient.getQueryData<HostGame>(gameKey(id));
  if (current && Date.parse(current.serverNow) > Date.parse(game.serverNow)) return;
  // The query's dataUpdatedAt is then the moment this view arrived: the screen's clock offset is taken from it.
  queryClient.setQueryData<HostGame>(gameKey(id), game);
}

/** GET /api/games/:id: the host's screen (404 'Game not found.' for anyone but the host). */
export function useHostGame(id: string) {
  return useQuery({
    queryKey: gameKey(id),
    queryFn: () => api.get<HostGame>(gameApiPaths.game(id)),
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
    // The stream keeps it current; a refetch on focus would only race it.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

/** How long the screen waits before opening a stream the server closed (EventSource retries network drops by itself). */
const REOPEN_MS = 2000;

/**
 * The game kept current by Server-Sent Events: each 'game' event is the whole view and replaces
 * the cached one. `connected` says whether updates are flowing; while it is false the screen says
 * it is reconnecting. Off (`enabled` false) once the game has ended: nothing changes any more.
 */
export function useHostGameStream(id: string, enabled: boolean): { connected: boolean } {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(true);
  useEffect(() => {
    if (!enabled) return;
    let source: EventSource | null = null;
    let reopen: number | undefined;
    const open = () => {
      source = new EventSource(gameApiPaths.stream(id));
      source.addEventListener("open", () => setConnected(true));
      source.addEventListener("game", (event) => {
        setConnected(true);
        keepNewest(queryClient, id, JSON.parse((event as MessageEvent<string>).data) as HostGame);
      });
      source.addEventListener("error", () => {
        setConnected(false);
        // A refused or failed response (a restart behind a proxy) closes the source for good: open a new one.
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          reopen = window.setTimeout(open, REOPEN_MS);
        }
      });
    };
    open();
    return () => {
      window.clearTimeout(reopen);
      source?.close();
    };
  }, [id, enabled, queryClient]);
  return { connected: enabled ? connected : true };
}

/**
 * The host's controls. Each carries the question the screen shows (`position`) and its status
 * ('Start' lobby, 'Close question' question, 'Next' reveal): the server acts only when both are
 * still the current ones, so a double click or a stale screen changes nothing (a second 'Close
 * question' never opens the next question). Each answers the game's new view, which replaces the
 * screen's at once.
 */
export function useGameControls(id: string) {
  const queryClient = useQueryClient();
  const onSuccess = (game: HostGame) => keepNewest(queryClient, id, game);
  const start = useMutation({ mutationFn: () => api.post<HostGame>(gameApiPaths.start(id), { position: 0, status: "lobby" satisfies GameStatus }), onSuccess });
  const next = useMutation({
    mutationFn: ({ position, status }: { position: number; status: Extract<GameStatus, "question" | "reveal"> }) =>
      api.post<HostGame>(gameApiPaths.next(id), { position, status }),
    onSuccess,
  });
  const end = useMutation({ mutationFn: () => api.post<HostGame>(gameApiPaths.end(id), {}), onSuccess });
  const removePlayer = useMutation({ mutationFn: (playerId: number) => api.post<HostGame>(gameApiPaths.removePlayer(id, playerId), {}), onSuccess });
  return { start, next, end, removePlayer };
}
