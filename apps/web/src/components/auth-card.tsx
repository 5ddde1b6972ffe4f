import type { ReactNode } from "react";
import { Link } from "react-router";
import { Brand } from "./brand";
import { paths } from "../config/paths";
import { useT } from "./messages";

/** The frame of every authentication screen: brand, a centred card, a quiet footer. */
export function AuthCard({ title, description, children, footer }: { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-indigo-50 via-slate-50 to-slate-50">
      <title>{`${title} · Berean`}</title>
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-5 sm:px-6">
        <Brand />
        <Link
          to={paths.home}
          className="rounded-md text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {t("backToHome")}
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-16 pt-4 sm:items-center sm:pt-0">
        <div className="w-full max-w-md">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg shadow-indigo-900/5 sm:p-8">
            <div className="mb-6 flex flex-col gap-2">
              <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
              {description ? <p className="text-sm text-slate-600">{description}</p> : null}
            </div>
            {children}
          </div>
          {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
        </div>
      </main>
    </div>
  );
}

/** An inline link styled for auth screens. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="rounded-sm font-semibold text-indigo-600 hover:text-indigo-500 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      {children}
    </Link>
  );
}
