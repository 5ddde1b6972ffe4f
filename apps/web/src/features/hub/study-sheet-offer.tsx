import { Download, FileText } from "lucide-react";
import { Link } from "react-router";
import { bookName, findBookBySlug, studySheetFileName, STUDY_SHEET_QUESTION_COUNT, type Book } from "@berean/domain";
import { Button } from "../../components/ui/button";
import { apiPaths, paths } from "../../config/paths";
import { useLocale } from "../../i18n";
import { useMe } from "../../lib/session";
import { useT } from "./messages";

/**
 * A book's printable study sheet (key verses, an outline, questions and their answer key): the
 * download for Pro members and administrators, a note pointing to Pro for everyone else. The
 * server renders book pages for visitors only, with no session read: there it is the note.
 */
export function StudySheetOffer({ book }: { book: Pick<Book, "name" | "slug"> }) {
  const t = useT();
  const { locale } = useLocale();
  const known = findBookBySlug(book.slug);
  const name = known ? bookName(known, locale) : book.name;
  const me = useMe();
  const pro = me.data ? me.data.plan === "pro" || me.data.role === "admin" : false;
  return (
    <section
      aria-labelledby="study-sheet"
      className="flex flex-col gap-3 rounded-xl border border-indigo-100 bg-indigo-50/60 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <FileText className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden />
        <div>
          <h2 id="study-sheet" className="font-semibold text-slate-900">
            {t("studySheetTitle", { book: name })}
          </h2>
          <p className="text-sm text-slate-600">{t("studySheetBody", { count: STUDY_SHEET_QUESTION_COUNT })}</p>
        </div>
      </div>
      {pro ? (
        <Button asChild size="sm" className="shrink-0 self-start sm:self-center">
          <a href={apiPaths.studySheet(book.slug)} download={studySheetFileName(book.slug)}>
            <Download aria-hidden />
            {t("downloadStudySheet")}
          </a>
        </Button>
      ) : (
        <Link
          to={paths.member.upgrade}
          className="shrink-0 self-start text-sm font-medium text-indigo-700 underline-offset-4 hover:underline sm:self-center sm:whitespace-nowrap"
        >
          {t("studySheetPro")}
        </Link>
      )}
    </section>
  );
}
