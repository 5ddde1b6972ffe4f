import { z } from "zod";
import { BOOKS } from "../books.ts";
import { DIFFICULTIES } from "../content.ts";
import { displayText } from "../text.ts";
import { RowId } from "./ids.ts";

/**
 * Hosted games: a leader runs a live quiz for a room, players join on their phones by PIN
 * (docs/architecture.md §4 'Hosted games'). The host's screen and each phone read a view the
 * server builds from the game's rows; nothing reaches a phone before its time (options when a
 * question starts, its key when it closes).
 */

/** A game holds at most this many players. */
export const GAME_PLAYERS_MAX = 500;
/** A free host's game holds this many; a Pro host's up to GAME_PLAYERS_MAX. */
export const GAME_FREE_PLAYERS = 10;
export const GAME_SECONDS_MIN = 10;
export const GAME_SECONDS_MAX = 60;
export const GAME_SECONDS_DEFAULT = 20;
export const GAME_QUESTIONS_MIN = 5;
export const GAME_QUESTIONS_MAX = 25;
export const GAME_QUESTIONS_DEFAULT = 10;
/** A game with no host action for this long ends (its PIN is freed). */
export const GAME_IDLE_MS = 2 * 60 * 60 * 1000;
export const NICKNAME_MAX = 24;
/** The top of the board shown after each question. */
export const GAME_TOP = 5;
/** PIN look-ups (joins) one address may make a minute: a room shares one address, a guesser is stopped. */
export const GAME_JOINS_PER_ADDRESS_PER_MINUTE = 120;
/** The phone's seat: an HttpOnly cookie holding the seat token (only its hash is stored). */
export const GAME_SEAT_COOKIE = "berean_seat";

/**
 * Points for a correct answer taken `msTaken` of `seconds`: round(1000 × (1 − 0.5 × t / T)), from
 * 1000 at once to 500 at the last moment; a wrong or missing answer 0. Halves round up.
 */
export function gamePoints(correct: boolean, msTaken: number, seconds: number): number {
  if (!correct) return 0;
  const totalMs = seconds * 1000;
  const t = Math.min(totalMs, Math.max(0, Math.floor(msTaken)));
  // 1000 × (1 − t / (2T)) in whole milliseconds: (2000T − 1000t) / 2T, rounded half up.
  return Math.floor((2 * (2000 * totalMs - 1000 * t) + 2 * totalMs) / (4 * totalMs));
}

export const GAME_MESSAGES = {
  notFound: "Game not found.",
  noSuchPin: "No game is open with that PIN. Check the PIN on the screen.",
  pinFormat: "Enter the 6-digit PIN shown on the screen.",
  nicknameTaken: "That nickname is taken in this game. Choose another.",
  gameFull: `This game is full: a game holds at most ${GAME_PLAYERS_MAX} players.`,
  freeHostFull: `This game is full: its host's free plan allows ${GAME_FREE_PLAYERS} players. The host can upgrade to Pro for up to ${GAME_PLAYERS_MAX}.`,
  gameEnded: "This game has ended.",
  removed: "The host removed you from this game.",
  noSeat: "You are not in a game. Enter a PIN to join one.",
  notOpen: "This question is not open for answers.",
  tooLate: "Time is up for this question.",
  alreadyAnswered: "You have already answered this question.",
  notEnoughQuestions: (found: number, wanted: number) =>
    `Only ${found} question${found === 1 ? "" : "s"} can be played from this choice (${wanted} wanted). Choose more books, another difficulty, or fewer questions.`,
  quizNotHostable: "This quiz cannot be hosted as a game.",
  tooManyJoins: "Too many tries. Please wait a minute and try again.",
  verifyFirst: "Confirm your email address before hosting a game.",
} as const;

export const GAME_STATUSES = ["lobby", "question", "reveal", "ended"] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];
export const GAME_END_REASONS = ["finished", "host", "idle"] as const;

const JoinPinSchema = z
  .string({ error: GAME_MESSAGES.pinFormat })
  .trim()
  .regex(/^[0-9]{6}$/, GAME_MESSAGES.pinFormat);

const BOOK_SLUGS = BOOKS.map((b) => b.slug) as [string, ...string[]];

/** What a game's questions come from. */
export const GameSourceSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("quiz"), quizId: RowId }),
  z.strictObject({ kind: z.literal("custom"), customQuizId: RowId }),
  z.strictObject({ kind: z.literal("assignment"), assignmentId: RowId }),
  z.strictObject({
    kind: z.literal("draw"),
    books: z
      .array(z.enum(BOOK_SLUGS, { error: "Choose books from the list." }))
      .min(1, "Choose at least one book.")
      .max(66),
    difficulty: z.enum(["any", ...DIFFICULTIES], { error: "Choose a difficulty." }),
  }),
]);
export type GameSource = z.infer<typeof GameSourceSchema>;

export const CreateGameSchema = z.strictObject({
  source: GameSourceSchema,
  /** How many questions to play (fewer when the source has fewer). */
  questionCount: z
    .number({ error: `Choose ${GAME_QUESTIONS_MIN} to ${GAME_QUESTIONS_MAX} questions.` })
    .int()
    .min(GAME_QUESTIONS_MIN, `Choose ${GAME_QUESTIONS_MIN} to ${GAME_QUESTIONS_MAX} questions.`)
    .max(GAME_QUESTIONS_MAX, `Choose ${GAME_QUESTIONS_MIN} to ${GAME_QUESTIONS_MAX} questions.`),
  secondsPerQuestion: z
    .number({ error: `Choose ${GAME_SECONDS_MIN} to ${GAME_SECONDS_MAX} seconds a question.` })
    .int()
    .min(GAME_SECONDS_MIN, `Choose ${GAME_SECONDS_MIN} to ${GAME_SECONDS_MAX} seconds a question.`)
    .max(GAME_SECONDS_MAX, `Choose ${GAME_SECONDS_MIN} to ${GAME_SECONDS_MAX} seconds a question.`),
});
export type CreateGame = z.infer<typeof CreateGameSchema>;

/** What the host may start a game from (the 'Host a game' screen). */
export const HostableSchema = z.object({
  quizzes: z.array(z.object({ id: z.number(), title: z.string(), category: z.string() })),
  /**
   * `questionCount`: what a room may be asked from the quiz (its open questions); `heldBack`: its
   * questions a room is never asked (the owner's own, and any not open to everyone).
   */
  customQuizzes: z.array(z.object({ id: z.number(), title: z.string(), questionCount: z.number(), heldBack: z.number() })),
  assignments: z.array(z.object({ id: z.number(), groupId: z.number(), groupName: z.string(), title: z.string() })),
  /** The most players the host's plan allows in a game. */
  playerLimit: z.number(),
});
export type Hostable = z.infer<typeof HostableSchema>;

export const GameIdParams = z.object({ gameId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, GAME_MESSAGES.notFound) });
export const GamePlayerParams = GameIdParams.extend({ playerId: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * Host controls carry the position and the status the host is looking at: a double click or a stale
 * screen changes nothing. 'Close question' sends status 'question', 'Next' status 'reveal', so a
 * second click of a 'Close question' that already closed never opens the next question.
 */
export const GameControlSchema = z.strictObject({
  position: z.number().int().min(0).max(GAME_QUESTIONS_MAX),
  status: z.enum(GAME_STATUSES).optional(),
});

/** 'Enter' on the phone: is a game open with this PIN? (Counted with joins against the address's limit.) */
export const CheckPinSchema = z.strictObject({ pin: JoinPinSchema });
export const CheckPinResultSchema = z.object({ title: z.string() });

const RankedSchema = z.object({ rank: z.number(), nickname: z.string(), score: z.number() });
export type GameRanked = z.infer<typeof RankedSchema>;

/** The question as the room sees it while it is open: the options in the game's one order, no key. */
const OpenQuestionSchema = z.object({
  position: z.number(),
  text: z.string(),
  options: z.array(z.string()).length(4),
  startedAt: z.string(),
  deadlineAt: z.string(),
});

/** A closed question: the key, its verse, and how many chose each option (host screen). */
const RevealSchema = z.object({
  correctIndex: z.number(),
  reference: z.string(),
  /** The KJV text of the reference, when the reference names verses of the text we hold. */
  verseText: z.string().nullable(),
  /** Every passage the question cites, `reference` first (a cross-reference question cites both ends). */
  references: z.array(z.string()),
  /** The KJV text of each of `references`, in order. */
  verseTexts: z.array(z.string().nullable()),
  explanation: z.string().nullable(),
  /** How many chose each shown option; `noAnswer` players did not answer. */
  counts: z.array(z.number()).length(4),
  noAnswer: z.number(),
});

/** The host's screen: everything on the projector, and the lobby. Host only. */
export const HostGameSchema = z.object({
  id: z.string(),
  pin: z.string(),
  /** `${APP_URL}/play?pin=…`: the address the QR code encodes. */
  joinUrl: z.string(),
  title: z.string(),
  status: z.enum(GAME_STATUSES),
  endReason: z.enum(GAME_END_REASONS).nullable(),
  questionCount: z.number(),
  secondsPerQuestion: z.number(),
  /** The question on screen (1-based); 0 in the lobby. */
  position: z.number(),
  playerLimit: z.number(),
  players: z.array(z.object({ id: z.number(), nickname: z.string() })),
  /** Open or closed question on screen (status question or reveal); null in the lobby and at the end. */
  question: OpenQuestionSchema.extend({ answered: z.number() }).nullable(),
  /** Status reveal only. */
  reveal: RevealSchema.nullable(),
  /** Top 5 after a question closes (reveal); every player at the end (the final standings); [] otherwise. */
  top: z.array(RankedSchema),
  /** The first three at the end; [] before. */
  podium: z.array(RankedSchema),
  /** The server's clock when the view was made: screens count down by it, never their own. */
  serverNow: z.string(),
});
export type HostGame = z.infer<typeof HostGameSchema>;

/** A phone's view of its own seat. */
export const PlayerGameSchema = z.object({
  gameId: z.string(),
  title: z.string(),
  nickname: z.string(),
  status: z.enum(GAME_STATUSES),
  /** True once the host removed this player: the phone shows GAME_MESSAGES.removed. */
  removed: z.boolean(),
  questionCount: z.number(),
  position: z.number(),
  secondsPerQuestion: z.number(),
  /** The open or closed question (status question or reveal) with the player's own choice, if any. */
  question: OpenQuestionSchema.extend({ chosenIndex: z.number().nullable() }).nullable(),
  /** After the question closes (reveal): the player's own outcome. */
  outcome: z
    .object({
      correct: z.boolean(),
      answered: z.boolean(),
      correctIndex: z.number(),
      points: z.number(),
    })
    .nullable(),
  /** The player's total and place among the players not removed (ties share a place). */
  score: z.number(),
  rank: z.number(),
  of: z.number(),
  serverNow: z.string(),
});
export type PlayerGame = z.infer<typeof PlayerGameSchema>;

export const JoinGameSchema = z.strictObject({
  pin: JoinPinSchema,
  nickname: displayText("Nickname", NICKNAME_MAX, { name: true }).min(1, "Choose a nickname."),
});
export type JoinGame = z.infer<typeof JoinGameSchema>;

export const GameAnswerSchema = z.strictObject({
  position: z.number().int().min(1).max(GAME_QUESTIONS_MAX),
  /** The option chosen as shown (0–3). */
  choice: z.number().int().min(0, "Choose one of the four options.").max(3, "Choose one of the four options."),
});
export type GameAnswer = z.infer<typeof GameAnswerSchema>;

/** The results CSV's first columns (one row per player, best first); `gameCsvHeader` adds each question's. */
export const GAME_CSV_HEADER = ["Place", "Nickname", "Score", "Correct", "Answered", "Signed in"] as const;

/** The letters of the options as the room saw them: a CSV's answer cell. */
export const GAME_OPTION_LETTERS = ["A", "B", "C", "D"] as const;

/** The results CSV's header row: the first columns, then per question its answer (the letter shown), whether it was right, and its points. */
export function gameCsvHeader(questionCount: number): string[] {
  const perQuestion = Array.from({ length: questionCount }, (_, i) => [`Q${i + 1} answer`, `Q${i + 1} right`, `Q${i + 1} points`]).flat();
  return [...GAME_CSV_HEADER, ...perQuestion];
}
