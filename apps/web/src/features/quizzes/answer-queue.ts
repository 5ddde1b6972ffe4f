import type { RecordAnswer, RecordAnswerResponse } from "@berean/domain";
import { isApiError, type ApiError } from "../../lib/api";
import { isConnectionFailure, withTimeout } from "../../lib/offline-answers";
import { recordAnswer } from "./api/attempts";

/** Codes after which an answer can no longer be stored: the attempt is over, so finish it. */
export const ENDED_CODES = new Set(["DEADLINE_PASSED", "ATTEMPT_ENDED"]);

/** How one answer ended up: stored (the server's reply), too late (the attempt is over), or refused for good. */
export type AnswerSettled = { kind: "saved"; reply: RecordAnswerResponse | null } | { kind: "ended" } | { kind: "refused"; error: ApiError };

/** Where the queue stands after a flush: everything sent, some kept for later, or the attempt over. */
export type FlushState = "sent" | "offline" | "ended";

const storageKey = (attemptId: number) => `berean:answers:${attemptId}`;

/** The answers an attempt kept in this browser (none when storage is unavailable or holds nonsense). */
export function keptAnswers(attemptId: number): RecordAnswer[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey(attemptId)) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((a): a is RecordAnswer => Number.isInteger(a?.position) && Number.isInteger(a?.chosenIndex));
  } catch {
    return [];
  }
}

/** Forgets what an attempt kept (it has ended). */
export function forgetAnswers(attemptId: number): void {
  try {
    window.localStorage.removeItem(storageKey(attemptId));
  } catch {
    // Storage unavailable: there is nothing to forget.
  }
}

/**
 * An attempt's answers on their way to the server, in the order given (docs/architecture.md §4
 * 'Offline answers'). Each answer is written to localStorage before it is sent, so a dropped
 * connection, a reload or a closed tab loses nothing; it leaves the queue once the server has
 * stored it (a repeat is answered as the first, so sending one twice is harmless), refused it for
 * good, or said the attempt is over. A failed connection stops the flush with the rest kept, in
 * order, for the next one.
 */
export class AnswerQueue {
  private answers: RecordAnswer[];
  /** Who waits for each question's answer to settle. */
  private readonly waiting = new Map<number, Array<(settled: AnswerSettled) => void>>();
  private flushing: Promise<FlushState> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly attemptId: number) {
    this.answers = keptAnswers(attemptId);
  }

  /** The answers not yet stored, oldest first. */
  get pending(): readonly RecordAnswer[] {
    return this.answers;
  }

  /** Calls `listener` whenever the pending answers change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Keeps an answer (after any kept before it); resolves once it is stored, refused or too late. */
  add(answer: RecordAnswer): Promise<AnswerSettled> {
    this.answers = [...this.answers.filter((a) => a.position !== answer.position), answer];
    this.changed();
    return new Promise((resolve) => this.waiting.set(answer.position, [...(this.waiting.get(answer.position) ?? []), resolve]));
  }

  /** Whether the answer to the question at `position` is kept, not yet stored. */
  holds(position: number): boolean {
    return this.answers.some((a) => a.position === position);
  }

  /** Sends the pending answers in order; one flush at a time (a second call joins the one under way). */
  flush(): Promise<FlushState> {
    this.flushing ??= this.sendAll().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async sendAll(): Promise<FlushState> {
    for (let answer = this.answers[0]; answer; answer = this.answers[0]) {
      try {
        const reply = await withTimeout(recordAnswer(this.attemptId, answer));
        this.remove(answer, { kind: "saved", reply });
      } catch (error) {
        if (isConnectionFailure(error) || !isApiError(error)) return "offline";
        if (ENDED_CODES.has(error.code)) {
          // Every answer after it is late too.
          for (const late of this.answers) this.settle(late.position, { kind: "ended" });
          this.answers = [];
          this.changed();
          return "ended";
        }
        // Answered already with another option (another tab): the stored answer stands.
        this.remove(answer, error.code === "ALREADY_ANSWERED" ? { kind: "saved", reply: null } : { kind: "refused", error });
      }
    }
    return "sent";
  }

  private remove(answer: RecordAnswer, settled: AnswerSettled): void {
    this.answers = this.answers.filter((a) => a !== answer);
    this.changed();
    this.settle(answer.position, settled);
  }

  private settle(position: number, settled: AnswerSettled): void {
    for (const resolve of this.waiting.get(position) ?? []) resolve(settled);
    this.waiting.delete(position);
  }

  private changed(): void {
    try {
      if (this.answers.length === 0) forgetAnswers(this.attemptId);
      else window.localStorage.setItem(storageKey(this.attemptId), JSON.stringify(this.answers));
    } catch {
      // Storage unavailable (private mode, full): the answers still wait in memory.
    }
    for (const listener of this.listeners) listener();
  }
}
