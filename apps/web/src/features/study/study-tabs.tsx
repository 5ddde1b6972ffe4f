import clsx from "clsx";
import { Link, useLocation } from "react-router";
import { paths } from "../../config/paths";
import { useT } from "./messages";

const STUDY_PAGES = [
  { label: "tabPractice", to: paths.member.practice },
  { label: "tabReview", to: paths.member.review },
  { label: "tabMemory", to: paths.member.memory },
  { label: "tabPlans", to: paths.member.plans },
  { label: "tabProgress", to: paths.member.progress },
] as const;

/** The study pages' own navigation, above each page's header (docs/architecture.md §4 'Study'). */
export function StudyTabs() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    // Two by two on a phone, where one row does not hold the five; one row from the small breakpoint.
    <nav aria-label={t("tabsLabel")} className="mb-6 grid grid-cols-2 gap-1.5 text-sm sm:-mx-1 sm:flex sm:flex-wrap sm:gap-1">
      {STUDY_PAGES.map((page) => {
        const current = pathname === page.to || pathname.startsWith(`${page.to}/`);
        return (
          <Link
            key={page.to}
            to={page.to}
            aria-current={current ? "page" : undefined}
            className={clsx(
              "rounded-full px-3 py-1.5 text-center font-medium focus-visible:outline-2 focus-visible:outline-indigo-600",
              current ? "bg-indigo-600 text-white" : "text-slate-600 ring-1 ring-slate-200 hover:bg-white hover:text-slate-900",
            )}
          >
            {t(page.label)}
          </Link>
        );
      })}
    </nav>
  );
}
