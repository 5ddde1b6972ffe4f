import { TZDate } from "@date-fns/tz";
import { addDays, startOfDay } from "date-fns";
import { createEmptyCard, fsrs, generatorParameters, Rating, State, type Card, type FSRS, type Grade } from "ts-fsrs";
import type { ReviewRating } from "./api/study.ts";

/**
 * The review deck's scheduling (docs/architecture.md §4 'Study'): FSRS by ts-fsrs with its default
 * parameters and no fuzz, so a card's next due is a function of its stored fields, the rating and
 * the moment alone. Pure: the server schedules, and a test can replay the library's own figures.
 */

/** A card's FSRS fields as review_card stores them: ts-fsrs's card under our column names. */
export interface ScheduledCard {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  lastReview: Date | null;
}

/** The FSRS state names, by the stored number. */
export const CARD_STATES = ["new", "learning", "review", "relearning"] as const;
export type CardState = (typeof CARD_STATES)[number];

const GRADES: Record<ReviewRating, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };

let scheduler: FSRS | null = null;
// Made on first use: a bundle that imports the domain for its schemas never builds it.
const theScheduler = (): FSRS => (scheduler ??= fsrs(generatorParameters({ enable_fuzz: false })));

const toStored = (card: Card): ScheduledCard => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  elapsedDays: card.elapsed_days,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  lastReview: card.last_review ?? null,
});

/** A card never reviewed, due at once. */
export const newScheduledCard = (now: Date): ScheduledCard => toStored(createEmptyCard(now));

/** A card's fields after a review rated `rating` at `now`: FSRS decides its next due. */
export function scheduleReview(card: ScheduledCard, rating: ReviewRating, now: Date): ScheduledCard {
  const input: Card = {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsedDays,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as State,
    last_review: card.lastReview ?? undefined,
  };
  return toStored(theScheduler().next(input, now, GRADES[rating]).card);
}

/** The state's name; an unknown number is read as a new card. */
export const cardStateName = (state: number): CardState => CARD_STATES[state] ?? "new";

/** 'Due today' counts the cards due before the member's next local midnight. */
export function endOfLocalDay(now: Date, timeZone: string): Date {
  return new Date(startOfDay(addDays(new TZDate(now, timeZone), 1)).getTime());
}
