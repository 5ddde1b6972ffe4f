import { BOOKS, findBookBySlug, type PracticeSession } from "@berean/domain";
import { ArrowRight } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, ErrorState } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { useCurrentUser } from "../../lib/current-user";
import { usePracticeSession } from "./api/practice";
import { useT } from "./messages";
import { PracticeSessionView } from "./practice-session";
import { PracticeSetup, type PracticeChoice } from "./practice-setup";
import { PracticeSummary } from "./practice-summary";
import { StudyTabs } from "./study-tabs";

const NO_CHOICE: PracticeChoice = { books: [], chapters: [], difficulty: "any" };

/** A session's choice again, for 'Practice again' and 'Change books' (its books by slug or by name). */
function choiceOf(session: PracticeSession): PracticeChoice {
  const books = BOOKS.filter((b) => session.books.includes(b.slug) || session.books.includes(b.name)).map((b) => b.slug);
  return { books, chapters: books.length === 1 ? session.chapters : [], difficulty: session.difficulty };
}

/**
 * Practice (docs/architecture.md §4 'Study'): choose books, chapters and a difficulty, then one
 * question at a time, untimed and unscored; a summary after 'End'. An open session resumes on
 * load; `?book=<slug>` (My progress's 'Practice this') opens the choice with that book ticked.
 */
export function PracticePage() {
  const t = useT();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const current = usePracticeSession();
  const [summary, setSummary] = useState<PracticeSession | null>(null);
  // The choice shown instead of the open session, when the member asked for it; `key` starts it afresh.
  const [choosing, setChoosing] = useState<{ initial: PracticeChoice; key: number } | null>(() => {
    const book = findBookBySlug(params.get("book") ?? "");
    return book ? { initial: { ...NO_CHOICE, books: [book.slug] }, key: 0 } : null;
  });
  const choose = (initial: PracticeChoice) => setChoosing((was) => ({ initial, key: (was?.key ?? 0) + 1 }));

  let body;
  if (summary) {
    body = (
      <PracticeSummary
        session={summary}
        onAgain={() => {
          choose(choiceOf(summary));
          setSummary(null);
        }}
      />
    );
  } else if (current.isPending) {
    body = <DelayedSpinner label={t("loadingPractice")} />;
  } else if (current.isError) {
    body = <ErrorState title={t("practiceLoadFailed")} message={current.error.message} onRetry={() => void current.refetch()} retrying={current.isFetching} />;
  } else if (current.data && !choosing) {
    body = <PracticeSessionView session={current.data} onEnded={setSummary} onChangeBooks={() => choose(choiceOf(current.data!))} />;
  } else {
    const open = current.data?.question ? current.data : null;
    body = (
      <div className="flex flex-col gap-4">
        {open ? (
          <div
            role="note"
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-indigo-50 px-4 py-3 text-sm text-indigo-900 ring-1 ring-indigo-200 ring-inset"
          >
            <p>{t("sessionOpen")}</p>
            <Button size="sm" variant="secondary" onClick={() => setChoosing(null)}>
              {t("resumePractice")}
              <ArrowRight aria-hidden />
            </Button>
          </div>
        ) : null}
        <PracticeSetup
          key={choosing?.key ?? 0}
          initial={choosing?.initial ?? NO_CHOICE}
          free={user.plan !== "pro"}
          onStarted={() => {
            setChoosing(null);
            // The book asked for in the address is chosen now; a reload resumes the session.
            if (params.has("book")) setParams({}, { replace: true });
          }}
        />
      </div>
    );
  }

  return (
    <>
      <StudyTabs />
      <PageHeader title={t("practiceTitle")} description={t("practiceDescription")} />
      {body}
    </>
  );
}
