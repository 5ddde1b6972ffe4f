import {
  CreateGameSchema,
  GAME_QUESTIONS_DEFAULT,
  GAME_QUESTIONS_MAX,
  GAME_QUESTIONS_MIN,
  GAME_SECONDS_DEFAULT,
  GAME_SECONDS_MAX,
  GAME_SECONDS_MIN,
  type CreateGame,
  type Hostable,
} from "@berean/domain";
import { useMemo, useState, type ReactNode } from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { FormMessage } from "../../components/form-dialog";
import { Button } from "../../components/ui/button";
import { fieldAria, FormField } from "../../components/ui/form-field";
import { Input, inputClasses } from "../../components/ui/input";
import { paths } from "../../config/paths";
import { GENERIC_ERROR_MESSAGE, isApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { useCreateGame } from "./api/games";
import { BookPicker } from "./book-picker";
import { useT } from "./messages";

type SourceKind = CreateGame["source"]["kind"];
type DrawDifficulty = Extract<CreateGame["source"], { kind: "draw" }>["difficulty"];

export interface SetupValues {
  kind: SourceKind;
  quizId: string;
  customQuizId: string;
  assignmentId: string;
  books: string[];
  difficulty: DrawDifficulty;
  questionCount: number;
  secondsPerQuestion: number;
}

const KINDS = [
  { kind: "quiz", label: "kindQuiz" },
  { kind: "custom", label: "kindCustom" },
  { kind: "assignment", label: "kindAssignment" },
  { kind: "draw", label: "kindDraw" },
] as const satisfies readonly { kind: SourceKind; label: string }[];

type FieldName = "quizId" | "customQuizId" | "assignmentId" | "books" | "difficulty" | "questionCount" | "secondsPerQuestion";
const FIELD_NAMES: readonly string[] = ["quizId", "customQuizId", "assignmentId", "books", "difficulty", "questionCount", "secondsPerQuestion"];
/** The form field an error's path names: `source.quizId` → quizId, `questionCount` → questionCount. */
function fieldOf(path: readonly PropertyKey[], kind: SourceKind): FieldName {
  const name = String(path[0] === "source" ? (path[1] ?? "") : path[0]);
  if (FIELD_NAMES.includes(name)) return name as FieldName;
  return kind === "draw" ? "books" : kind === "quiz" ? "quizId" : kind === "custom" ? "customQuizId" : "assignmentId";
}

function sourceOf(values: SetupValues): unknown {
  const id = (text: string) => (text === "" ? undefined : Number(text));
  if (values.kind === "quiz") return { kind: "quiz", quizId: id(values.quizId) };
  if (values.kind === "custom") return { kind: "custom", customQuizId: id(values.customQuizId) };
  if (values.kind === "assignment") return { kind: "assignment", assignmentId: id(values.assignmentId) };
  return { kind: "draw", books: values.books, difficulty: values.difficulty };
}

/**
 * The form's fields as the API's body, checked by the schema the server uses. `choose`: what an
 * empty choice asks for (the schema would say only that a number is expected).
 */
const resolverOf =
  (choose: Partial<Record<FieldName, string>>): Resolver<SetupValues, unknown, CreateGame> =>
  (values) => {
    const parsed = CreateGameSchema.safeParse({ source: sourceOf(values), questionCount: values.questionCount, secondsPerQuestion: values.secondsPerQuestion });
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path, values.kind);
      // An empty choice reads as the schema's type error: say what to do instead.
      const message = (issue.code === "invalid_type" ? choose[field] : undefined) ?? issue.message;
      errors[field] ??= { type: issue.code, message };
    }
    return { values: {}, errors: errors as FieldErrors<SetupValues> };
  };

/** The starting values: `?assignment=` picks that assignment, `?group=` the first of that group's. */
export function initialValues(hostable: Hostable, group: number | null, assignment: number | null): SetupValues {
  const fromAssignment = hostable.assignments.find((a) => a.id === assignment);
  const ofGroup = group === null ? undefined : hostable.assignments.find((a) => a.groupId === group);
  const picked = fromAssignment ?? ofGroup;
  const kind: SourceKind = picked || group !== null ? "assignment" : hostable.quizzes.length ? "quiz" : hostable.customQuizzes.length ? "custom" : "draw";
  return {
    kind,
    quizId: String(hostable.quizzes[0]?.id ?? ""),
    customQuizId: String(hostable.customQuizzes[0]?.id ?? ""),
    assignmentId: String(picked?.id ?? (group === null ? (hostable.assignments[0]?.id ?? "") : "")),
    books: [],
    difficulty: "any",
    questionCount: GAME_QUESTIONS_DEFAULT,
    secondsPerQuestion: GAME_SECONDS_DEFAULT,
  };
}

/**
 * 'Host a game': where the questions come from, how many, and the seconds a question. The
 * server draws the questions and answers the new game; its screen opens at once.
 */
export function HostSetupForm({
  hostable,
  initial,
  group,
  onShowAllGroups,
}: {
  hostable: Hostable;
  initial: SetupValues;
  group: number | null;
  onShowAllGroups: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const create = useCreateGame();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => resolverOf({ quizId: t("chooseQuiz"), customQuizId: t("chooseCustomQuiz"), assignmentId: t("chooseAssignment") }), [t]);
  const form = useForm<SetupValues, unknown, CreateGame>({ resolver, defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch("kind");
  const books = form.watch("books");
  const chosenCustom = hostable.customQuizzes.find((q) => String(q.id) === form.watch("customQuizId"));
  const assignments = group === null ? hostable.assignments : hostable.assignments.filter((a) => a.groupId === group);
  const showAllGroups = () => {
    if (!form.getValues("assignmentId")) form.setValue("assignmentId", String(hostable.assignments[0]?.id ?? ""));
    onShowAllGroups();
  };

  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      const { game } = await create.mutateAsync(body);
      await navigate(paths.member.hostScreen(game.id));
    } catch (error) {
      setFormError(placeServerErrors(error, kind, (name, message) => form.setError(name, { type: "server", message })));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">{t("questionsFrom")}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {KINDS.map((choice) => (
            <label
              key={choice.kind}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-slate-800 hover:border-indigo-300 has-checked:border-indigo-600 has-checked:bg-indigo-50 has-checked:text-indigo-900 has-focus-visible:outline-2 has-focus-visible:outline-indigo-600"
            >
              <input
                type="radio"
                value={choice.kind}
                className="size-4 accent-indigo-600 focus-visible:outline-none"
                {...form.register("kind", { onChange: () => setFormError(null) })}
              />
              {t(choice.label)}
            </label>
          ))}
        </div>
      </fieldset>

      {kind === "quiz" ? (
        hostable.quizzes.length ? (
          <FormField id="game-quiz" label={t("quiz")} error={errors.quizId?.message} hint={t("quizHint")}>
            <select {...fieldAria("game-quiz", errors.quizId?.message)} {...form.register("quizId")} className={inputClasses}>
              {groupByCategory(hostable.quizzes).map(([category, quizzes]) => (
                <optgroup key={category} label={category}>
                  {quizzes.map((q) => (
                    <option key={q.id} value={q.id}>
                      {q.title}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </FormField>
        ) : (
          <SourceEmpty>{t("noQuizzes")}</SourceEmpty>
        )
      ) : null}

      {kind === "custom" ? (
        hostable.customQuizzes.length ? (
          <FormField
            id="game-custom-quiz"
            label={t("customQuiz")}
            error={errors.customQuizId?.message}
            hint={chosenCustom ? customQuizHint(chosenCustom, t) : undefined}
          >
            <select {...fieldAria("game-custom-quiz", errors.customQuizId?.message)} {...form.register("customQuizId")} className={inputClasses}>
              {hostable.customQuizzes.map((q) => (
                <option key={q.id} value={q.id}>
                  {t("customQuizOption", { title: q.title, count: q.questionCount })}
                </option>
              ))}
            </select>
          </FormField>
        ) : (
          <SourceEmpty>
            {t.rich("noCustomQuizzes", {
              link: (chunks) => (
                <Link to={paths.member.customQuizNew} className="font-semibold text-indigo-600 hover:underline">
                  {chunks}
                </Link>
              ),
            })}
          </SourceEmpty>
        )
      ) : null}

      {kind === "assignment" ? (
        assignments.length ? (
          <FormField
            id="game-assignment"
            label={t("assignment")}
            error={errors.assignmentId?.message}
            hint={t("assignmentHint")}
            labelAside={group !== null && hostable.assignments.length > assignments.length ? <ShowAll onClick={showAllGroups} /> : undefined}
          >
            <select {...fieldAria("game-assignment", errors.assignmentId?.message)} {...form.register("assignmentId")} className={inputClasses}>
              {assignments.map((a) => (
                <option key={a.id} value={a.id}>{`${a.title} — ${a.groupName}`}</option>
              ))}
            </select>
          </FormField>
        ) : group !== null && hostable.assignments.length ? (
          <SourceEmpty>
            {t("groupNoAssignments")} <ShowAll onClick={showAllGroups} />
          </SourceEmpty>
        ) : (
          <SourceEmpty>{t("noAssignments")}</SourceEmpty>
        )
      ) : null}

      {kind === "draw" ? (
        <div className="flex flex-col gap-4">
          <BookPicker
            value={books}
            onChange={(next) => {
              form.setValue("books", next);
              form.clearErrors("books");
            }}
            error={errors.books?.message}
          />
          <FormField id="game-difficulty" label={t("difficulty")} error={errors.difficulty?.message}>
            <select {...fieldAria("game-difficulty", errors.difficulty?.message)} {...form.register("difficulty")} className={cn(inputClasses, "sm:max-w-56")}>
              <option value="any">{t("anyDifficulty")}</option>
              <option value="easy">{t("easy")}</option>
              <option value="medium">{t("medium")}</option>
              <option value="hard">{t("hard")}</option>
            </select>
          </FormField>
        </div>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="game-question-count"
          label={t("questionCount")}
          error={errors.questionCount?.message}
          hint={t("range", { min: GAME_QUESTIONS_MIN, max: GAME_QUESTIONS_MAX })}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={GAME_QUESTIONS_MIN}
            max={GAME_QUESTIONS_MAX}
            {...fieldAria("game-question-count", errors.questionCount?.message, true)}
            {...form.register("questionCount", { valueAsNumber: true })}
          />
        </FormField>
        <FormField
          id="game-seconds"
          label={t("secondsPerQuestion")}
          error={errors.secondsPerQuestion?.message}
          hint={t("range", { min: GAME_SECONDS_MIN, max: GAME_SECONDS_MAX })}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={GAME_SECONDS_MIN}
            max={GAME_SECONDS_MAX}
            {...fieldAria("game-seconds", errors.secondsPerQuestion?.message, true)}
            {...form.register("secondsPerQuestion", { valueAsNumber: true })}
          />
        </FormField>
      </div>

      <FormMessage message={formError} />
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t("creating") : t("create")}
        </Button>
      </div>
    </form>
  );
}

function SourceEmpty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-5 text-sm text-slate-700">{children}</p>;
}

function ShowAll({ onClick }: { onClick: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={onClick}
      className="text-sm font-semibold text-indigo-600 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      {t("showAllGroups")}
    </button>
  );
}

function groupByCategory(quizzes: Hostable["quizzes"]): [string, Hostable["quizzes"]][] {
  const groups = new Map<string, Hostable["quizzes"]>();
  for (const quiz of quizzes) groups.set(quiz.category, [...(groups.get(quiz.category) ?? []), quiz]);
  return [...groups];
}

/** The API's field errors under their fields; what no field took (too few questions, an unconfirmed email) above the button. */
function placeServerErrors(error: unknown, kind: SourceKind, place: (name: FieldName, message: string) => void): string | null {
  if (!isApiError(error)) return GENERIC_ERROR_MESSAGE;
  if (error.status === 0 || error.status >= 500) return error.message;
  let placed = false;
  for (const [key, message] of Object.entries(error.fields)) {
    place(fieldOf(key.split("."), kind), message);
    placed = true;
  }
  return placed ? null : error.message;
}

/**
 * What a room gets from a custom quiz: its questions open to everyone only (a room is whoever has
 * the PIN), the leader's own staying with their groups. Said before the host starts, not after.
 */
function customQuizHint(q: Hostable["customQuizzes"][number], t: ReturnType<typeof useT>): string | undefined {
  if (q.questionCount < GAME_QUESTIONS_MIN) return t("customTooFew", { open: q.questionCount, min: GAME_QUESTIONS_MIN });
  if (q.heldBack > 0) return t("customHeldBack", { open: q.questionCount, heldBack: q.heldBack });
  return undefined;
}
