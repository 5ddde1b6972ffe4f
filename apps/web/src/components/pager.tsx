import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "./ui/button";
import { useT } from "./messages";

export interface PagerProps {
  total: number;
  page: number;
  pageSize: number;
  /** Singular and plural, in the page's language: ["user", "users"]. */
  noun: [string, string];
  busy: boolean;
  onPage: (page: number) => void;
}

/** The foot of a server-paged table: how many there are, which page, Previous and Next. */
export function Pager({ total, page, pageSize, noun, busy, onPage }: PagerProps) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 text-sm text-slate-600">
      <span>{t("pagerSummary", { total, noun: noun[0], nouns: noun[1], page, pages })}</span>
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1 || busy}>
          <ChevronLeft aria-hidden />
          {t("previous")}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= pages || busy}>
          {t("next")}
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}
