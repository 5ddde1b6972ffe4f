import { FlaskConical } from "lucide-react";
import type { ReactNode } from "react";
import { Brand } from "../../components/brand";
import { useT } from "./messages";

/**
 * The frame of the local test-mode provider's pages (checkout and billing portal): they stand in
 * for Stripe's hosted pages, so they say so on every screen.
 */
export function TestModeFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <title>{t("frameTitle", { title })}</title>
      <div
        role="note"
        aria-label={t("testMode")}
        className="sticky top-0 z-20 flex items-center justify-center gap-2 bg-amber-400 px-4 py-2 text-center text-sm font-semibold text-amber-950"
      >
        <FlaskConical className="size-4 shrink-0" aria-hidden />
        <span>{t.rich("testModeBanner", { b: (chunks) => <span className="tracking-wider">{chunks}</span> })}</span>
      </div>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 w-full max-w-4xl items-center justify-between px-4 sm:px-6">
          <Brand />
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold tracking-wider text-amber-900 ring-1 ring-amber-300">
            {t("testModeBadge")}
          </span>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        {children}
      </main>
    </div>
  );
}
