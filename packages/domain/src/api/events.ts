import { z } from "zod";
import { RowIdParam } from "./ids.ts";

/** The Saturday live event (docs/architecture.md §4 'The Saturday live event'): its window, its live board, and the past events' final boards. */
export const EventWindowSchema = z.object({
  /** Null until the event has opened (its questions are drawn then). */
  id: z.number().int().nullable(),
  eventDate: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  live: z.boolean(),
  /**
   * In its hours, but it could not open: the sealed supply cannot give 25 questions nobody has seen
   * (docs/architecture.md §4 'The Saturday live event'); the event never replays a known key.
   */
  unavailable: z.boolean(),
});
export type EventWindow = z.infer<typeof EventWindowSchema>;

export const EventBoardEntrySchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  score: z.number().int(),
  secondsUsed: z.number().int(),
  isViewer: z.boolean(),
});
export type EventBoardEntry = z.infer<typeof EventBoardEntrySchema>;

/** Where a signed-in viewer stands with an event: playing it, or finished. */
export const EVENT_PROGRESS = ["playing", "finished"] as const;
export type EventProgress = (typeof EVENT_PROGRESS)[number];

/** One member who has finished a running event: their name and when, never a score or a rank. */
export const EventFinisherSchema = z.object({ name: z.string(), finishedAt: z.string(), isViewer: z.boolean() });
export type EventFinisher = z.infer<typeof EventFinisherSchema>;

/**
 * An event's board (docs/architecture.md §4 'The Saturday live event', 'Sealed and open'). While it
 * runs its questions are sealed, and so is every score: the board says how many are playing and
 * have finished, and the latest to finish with their times. Once it has closed it is final: the
 * ranked results with their scores, and the viewer's place.
 */
export const EventBoardSchema = z.object({
  event: EventWindowSchema,
  /** The site's zone (APP_TIMEZONE) the window is kept in, so a page can follow its own clock. */
  siteTimeZone: z.string(),
  /** The final board's top 10 (a closed event); empty while it runs. */
  entries: z.array(EventBoardEntrySchema),
  /** The signed-in viewer's place on the final board; null while it runs. */
  me: EventBoardEntrySchema.nullable(),
  finishers: z.number().int(),
  /** While it runs: how many have started and not finished. */
  playing: z.number().int(),
  /** While it runs: the latest to finish, newest first. */
  recent: z.array(EventFinisherSchema),
  /** The signed-in viewer's progress with it (playing, finished); null otherwise. */
  myProgress: z.enum(EVENT_PROGRESS).nullable(),
  /**
   * While no event runs: the last one to close, final, with its winners (the top 3), until the next
   * one opens, so the board at 20:00 shows the results rather than next week's empty board.
   */
  lastClosed: z
    .object({
      event: EventWindowSchema,
      winners: z.array(EventBoardEntrySchema),
      finishers: z.number().int(),
    })
    .nullable(),
});
export type EventBoard = z.infer<typeof EventBoardSchema>;

export const PastEventSchema = z.object({
  id: z.number().int(),
  eventDate: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  finishers: z.number().int(),
  winner: z.object({ name: z.string(), score: z.number().int() }).nullable(),
});
export type PastEvent = z.infer<typeof PastEventSchema>;

export const PastEventsSchema = z.object({ events: z.array(PastEventSchema) });
export type PastEvents = z.infer<typeof PastEventsSchema>;

export const EventParamsSchema = z.strictObject({ eventId: RowIdParam });
