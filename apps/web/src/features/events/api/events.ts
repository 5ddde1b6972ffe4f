import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { EventBoard, PastEvents } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api } from "../../../lib/api";

const LIVE_KEY = ["events", "live"] as const;

/** The live event's window and board (GET /api/events/live), also used to show 'Live now' links. */
export function useLiveEvent() {
  return useQuery({ queryKey: LIVE_KEY, queryFn: () => api.get<EventBoard>(apiPaths.eventsLive), staleTime: 30_000 });
}

/**
 * The live board kept current by Server-Sent Events: each 'board' event replaces the cached
 * board. EventSource reconnects by itself (the server asks for 1 to 3 s); `connected` says whether
 * updates are flowing.
 */
export function useLiveBoardStream(): { connected: boolean } {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    const source = new EventSource(apiPaths.eventsLiveStream);
    source.addEventListener("open", () => setConnected(true));
    source.addEventListener("error", () => setConnected(false));
    source.addEventListener("board", (event) => {
      setConnected(true);
      queryClient.setQueryData(LIVE_KEY, JSON.parse((event as MessageEvent<string>).data) as EventBoard);
    });
    return () => source.close();
  }, [queryClient]);
  return { connected };
}

export function usePastEvents() {
  return useQuery({ queryKey: ["events", "past"], queryFn: () => api.get<PastEvents>(apiPaths.events) });
}

export function useEventBoard(id: number) {
  return useQuery({ queryKey: ["events", "board", id], queryFn: () => api.get<EventBoard>(apiPaths.event(id)), enabled: Number.isInteger(id) && id > 0 });
}
