import { CircleCheck } from "lucide-react";

/** Full-screen confirmation shown for a moment after sign-in or registration (docs/product.md part 1 §4). */
export function SuccessOverlay({ title, description }: { title: string; description?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex items-center justify-center bg-white/85 p-6 backdrop-blur-sm animate-[fade-in_150ms_ease-out]"
    >
      <div className="flex flex-col items-center gap-4 rounded-2xl bg-white px-10 py-8 text-center shadow-xl ring-1 ring-slate-900/5 animate-[dialog-in_200ms_ease-out]">
        <span className="flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <CircleCheck className="size-9" aria-hidden />
        </span>
        <p className="text-xl font-semibold text-slate-900">{title}</p>
        {description ? <p className="max-w-xs text-sm text-slate-600">{description}</p> : null}
      </div>
    </div>
  );
}
