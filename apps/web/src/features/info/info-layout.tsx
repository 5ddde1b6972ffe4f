import type { ReactNode } from "react";
import { Link } from "react-router";
import { clsx } from "clsx";
import { paths } from "../../config/paths";
import { useT } from "./messages";

/** The public site's own pages, in the footer's order (docs/architecture.md §4 'Public site'); labels are messages. */
export const INFO_PAGES = [
  { label: "navAbout", to: paths.about },
  { label: "navFeatures", to: paths.features },
  { label: "navFaq", to: paths.faq },
  { label: "navPrivacy", to: paths.privacy },
  { label: "navTerms", to: paths.terms },
] as const;

/**
 * The frame of an information page: its title, a lead, the page's sections and a row of links to
 * the other pages. Plain markup without state: the server renders it for visitors and the app
 * shows the same for members (src/ssr).
 */
export function InfoLayout({
  title,
  documentTitle,
  lead,
  current,
  children,
}: {
  title: string;
  /** The <title>, when it says more than the heading. */
  documentTitle?: string;
  lead: ReactNode;
  current: (typeof INFO_PAGES)[number]["to"];
  children: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <title>{documentTitle ?? `${title} · Berean`}</title>
      <div className="border-b border-slate-200 bg-gradient-to-b from-indigo-50 to-white">
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-10 sm:px-6 md:py-14">
          <nav aria-label={t("navLabel")} className="-mx-1 flex flex-wrap gap-1 text-sm">
            {INFO_PAGES.map((page) => (
              <Link
                key={page.to}
                to={page.to}
                aria-current={page.to === current ? "page" : undefined}
                className={clsx(
                  "rounded-full px-3 py-1 font-medium focus-visible:outline-2 focus-visible:outline-indigo-600",
                  page.to === current ? "bg-indigo-600 text-white" : "text-slate-600 ring-1 ring-slate-200 hover:bg-white hover:text-slate-900",
                )}
              >
                {t(page.label)}
              </Link>
            ))}
          </nav>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <div className="max-w-2xl text-lg text-slate-600">{lead}</div>
        </div>
      </div>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-10 px-4 py-10 sm:px-6 md:py-14">{children}</div>
    </>
  );
}

/** One titled part of an information page; paragraphs and lists inside read as prose. */
export function InfoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex scroll-mt-20 flex-col gap-3 text-slate-700 [&_a]:font-semibold [&_a]:text-indigo-700 [&_a:hover]:underline [&_li]:pl-1 [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2 [&_ul]:pl-5"
    >
      <h2 id={id} className="text-xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
