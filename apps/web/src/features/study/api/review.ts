import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { ReviewAnswerResult, ReviewDeck, ReviewRateResultSchema, ReviewSummary, RightRating } from "@berean/domain";
import type { z } from "zod";
import { apiPaths } from "../../../config/paths";
import { api } from "../../../lib/api";

/** The review deck (docs/architecture.md §4 'Study'): what is due, the card to show, its answer and rating. */

const reviewKey = ["review"] as const;
const deckKey = [...reviewKey, "deck"] as const;

/** GET /api/review/summary: the dashboard's 'Due today: N'. */
export const reviewSummaryQueryOptions = queryOptions({
  queryKey: [...reviewKey, "summary"],
  queryFn: () => api.get<ReviewSummary>(apiPaths.reviewSummary),
  staleTime: 30_000,
});

export function useReviewSummary() {
  return useQuery(reviewSummaryQueryOptions);
}

/**
 * GET /api/review: the counts and the next due card. Each read is a showing on the server (an
 * answered card left unrated is taken as 'Good'), so it is read when the page opens and after a
 * card is done, never behind the member's back on focus.
 */
export function useReviewDeck() {
  const deck = useQuery({
    queryKey: deckKey,
    queryFn: () => api.get<ReviewDeck>(apiPaths.review),
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
  useDueReread(deck.data && !deck.data.card ? deck.data.nextDueAt : null, deck.dataUpdatedAt, deck.refetch);
  return deck;
}

/** The longest the page waits for a card to fall due before it reads the deck again anyway. */
const DUE_WAIT_MAX_MS = 6 * 60 * 60 * 1000;
/** When the device's clock runs ahead of the server's: the deck was read after the due time and the card was not due yet. */
const DUE_RETRY_MS = 30_000;

/**
 * With no card due now, the deck is read again when the next one falls due (a second after its
 * time), so 'Nothing due right now' and a session's summary give way to the card by themselves.
 * The due time is the server's: a read that came after it on this device's clock and still found
 * nothing due means the device runs ahead, and the next try waits DUE_RETRY_MS.
 */
function useDueReread(nextDueAt: string | null, readAt: number, reread: () => unknown): void {
  useEffect(() => {
    if (!nextDueAt) return;
    const due = Date.parse(nextDueAt);
    if (Number.isNaN(due)) return;
    const wait = readAt > due ? DUE_RETRY_MS : due - Date.now() + 1000;
    const timer = setTimeout(() => void reread(), Math.min(Math.max(wait, 0), DUE_WAIT_MAX_MS));
    return () => clearTimeout(timer);
  }, [nextDueAt, readAt, reread]);
}

/** POST /api/review/cards/:id/answer: a question card's choice or a verse card's typed text. */
export function useAnswerCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, answer }: { cardId: number; answer: { choice: number } | { typed: string } }) =>
      api.post<ReviewAnswerResult>(apiPaths.reviewAnswer(cardId), answer),
    onSuccess: () => {
      // A review answer counts for the day's streak; a wrong one is rated at once, which moves the counts.
      void queryClient.invalidateQueries({ queryKey: ["streak"] });
      void queryClient.invalidateQueries(reviewSummaryQueryOptions);
    },
  });
}

/**
 * The next card after one is done: the deck is read again, and the mutation that asked for it
 * ends only once it has come, so the card answered stays on screen until its successor replaces it.
 */
function useDeckAfter<T, V>(fn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKey }),
  });
}

/** POST /api/review/cards/:id/rate: 'Hard', 'Good' or 'Easy' after a right answer; then the next card. */
export function useRateCard() {
  return useDeckAfter(({ cardId, rating }: { cardId: number; rating: RightRating }) =>
    api.post<z.infer<typeof ReviewRateResultSchema>>(apiPaths.reviewRate(cardId), { rating }),
  );
}

/** 'Next card' after a wrong answer, which the server has rated 'Again' already. */
export function useNextCard() {
  return useDeckAfter(async () => undefined);
}
