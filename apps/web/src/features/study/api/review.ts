import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
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
  return useQuery({
    queryKey: deckKey,
    queryFn: () => api.get<ReviewDeck>(apiPaths.review),
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
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
