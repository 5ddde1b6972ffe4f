import { Sparkles } from "lucide-react";
import type { ReactNode } from "react";

/** A calm placeholder for a section that a later release fills in. */
export function ComingSoon({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-indigo-200 bg-gradient-to-b from-indigo-50/60 to-white px-6 py-12 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-white text-indigo-600 shadow-sm ring-1 ring-indigo-100">
        <Sparkles className="size-5" aria-hidden />
      </span>
      <h2 className="font-semibold text-slate-900">{title}</h2>
      <div className="max-w-md text-sm text-slate-600">{children}</div>
    </section>
  );
}
