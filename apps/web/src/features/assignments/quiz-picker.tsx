import { useQuery } from "@tanstack/react-query";
import { Check } from "lucide-react";
import { useId, useState } from "react";
import { Spinner } from "../../components/ui/spinner";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import { useAssignableQuizzes } from "./api/assignments";
import { useT } from "./messages";
import { customQuizzesQueryOptions } from "../custom-quizzes";

/** What a leader picks: a published quiz, or a custom quiz shared with the group. */
export interface PickedQuiz {
  kind: "quiz" | "custom";
  id: number;
}

interface Choice extends PickedQuiz {
  title: string;
  detail: string;
}

const key = (pick: PickedQuiz) => `${pick.kind}-${pick.id}`;

/**
 * The published quizzes, then the custom quizzes shared with this group, as radio buttons narrowed
 * by words of their titles. The Saturday event's quiz is left out (it is the whole site's, once per
 * event), and a quiz the group already has is shown but not offered again.
 */
export function QuizPicker({
  groupId,
  value,
  onChange,
  assigned,
  error,
}: {
  groupId: number;
  value: PickedQuiz | null;
  onChange: (pick: PickedQuiz) => void;
  assigned: Set<string>;
  error?: string;
}) {
  const t = useT();
  const id = useId();
  const quizzes = useAssignableQuizzes(true);
  // Custom quizzes are an extra: without them (still loading, or refused) the published ones still serve.
  const custom = useQuery({ ...customQuizzesQueryOptions, retry: false });
  const [search, setSearch] = useState("");
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (choice: Choice) => words.every((word) => choice.title.toLowerCase().includes(word));
  const published: Choice[] = (quizzes.data?.quizzes ?? [])
    .filter((quiz) => !quiz.isWeekly)
    .map((quiz) => ({
      kind: "quiz",
      id: quiz.id,
      title: quiz.title,
      detail: t("quizDetail", { difficulty: quiz.difficulty, count: quiz.questionCount }),
    }));
  const shared: Choice[] = [...(custom.data?.mine ?? []), ...(custom.data?.shared ?? [])]
    .filter((quiz, index, all) => quiz.groups.some((group) => group.id === groupId) && all.findIndex((q) => q.id === quiz.id) === index)
    .map((quiz) => ({
      kind: "custom",
      id: quiz.id,
      title: quiz.title,
      detail: t("customQuizDetail", { owner: quiz.ownerName, count: quiz.questionCount }),
    }));
  const shownPublished = published.filter(matches);
  const shownShared = shared.filter(matches);
  const chosen = [...published, ...shared].find((choice) => value !== null && key(choice) === key(value));

  const option = (choice: Choice) => {
    const taken = assigned.has(key(choice));
    const selected = chosen !== undefined && key(chosen) === key(choice);
    return (
      <li key={key(choice)}>
        <label
          className={cn(
            "flex cursor-pointer items-start gap-3 px-3 py-2.5 text-sm hover:bg-slate-50",
            selected && "bg-indigo-50 hover:bg-indigo-50",
            taken && "cursor-not-allowed opacity-70 hover:bg-transparent",
          )}
        >
          <input
            type="radio"
            name={`${id}-quiz`}
            value={key(choice)}
            checked={selected}
            disabled={taken}
            onChange={() => onChange({ kind: choice.kind, id: choice.id })}
            className="mt-0.5 size-4 shrink-0 accent-indigo-600"
          />
          <span className="flex min-w-0 flex-col">
            <span className="font-medium text-slate-900 [overflow-wrap:anywhere]">{choice.title}</span>
            <span className="text-xs text-slate-600">{taken ? t("alreadyAssigned") : choice.detail}</span>
          </span>
        </label>
      </li>
    );
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-900">{t("quizLegend")}</legend>
      <Input type="search" aria-label={t("searchQuizzes")} placeholder={t("searchQuizzes")} value={search} onChange={(e) => setSearch(e.target.value)} />
      {quizzes.isPending ? (
        <div className="flex h-24 items-center justify-center">
          <Spinner label={t("loadingQuizzes")} />
        </div>
      ) : quizzes.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-100 bg-red-50/60 px-3 py-2 text-sm text-slate-700">
          {t("quizzesLoadFailed")}
          <Button type="button" variant="secondary" size="sm" onClick={() => void quizzes.refetch()} disabled={quizzes.isFetching}>
            {quizzes.isFetching ? t("retrying") : t("tryAgain")}
          </Button>
        </div>
      ) : shownPublished.length + shownShared.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-4 text-center text-sm text-slate-600">
          {words.length ? t("noMatch", { search: search.trim() }) : t("noQuizzes")}
        </p>
      ) : (
        // A bounded list that scrolls by itself, sized so the due date, the note and the buttons below stay in view in the dialog (90dvh) on a laptop screen.
        <div className="max-h-[clamp(8rem,calc(90dvh-36rem),16rem)] overflow-y-auto overscroll-contain rounded-lg border border-slate-200">
          {shownPublished.length ? <ul className="divide-y divide-slate-100">{shownPublished.map(option)}</ul> : null}
          {shownShared.length ? (
            <>
              <p
                id={`${id}-custom`}
                className="border-y border-slate-200 bg-slate-50 px-3 py-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase first:border-t-0"
              >
                {t("sharedCustomQuizzes")}
              </p>
              <ul aria-labelledby={`${id}-custom`} className="divide-y divide-slate-100">
                {shownShared.map(option)}
              </ul>
            </>
          ) : null}
        </div>
      )}
      {chosen ? (
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <Check className="size-4 text-emerald-600" aria-hidden />
          {t("chosen", { title: chosen.title })}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
