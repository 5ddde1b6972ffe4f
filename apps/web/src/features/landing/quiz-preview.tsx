import { Timer } from "lucide-react";
import { useT, type LandingMessage } from "./messages";

const options: LandingMessage[] = ["previewGopher", "previewCedar", "previewAcacia", "previewOlive"];

/** A static picture of the quiz screen for the hero (decorative: the real quiz is behind sign-in). */
export function QuizPreview() {
  const t = useT();
  return (
    <figure aria-label={t("previewLabel")} className="relative mx-auto w-full max-w-md">
      <div aria-hidden className="absolute -inset-4 -z-10 rotate-2 rounded-3xl bg-gradient-to-br from-indigo-200/60 to-violet-200/60 blur-sm" />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-indigo-900/10">
        <div className="mb-5 flex items-center justify-between text-sm">
          <span className="font-medium text-slate-500">{t("previewProgress")}</span>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-blue-50 px-2.5 py-1 font-semibold text-blue-700 tabular-nums">
            <Timer className="size-4" aria-hidden />
            8:42
          </span>
        </div>
        <div className="mb-5 h-1.5 overflow-hidden rounded-full bg-slate-100">
          <div className="h-full w-[12%] rounded-full bg-indigo-600" />
        </div>
        <p className="mb-5 text-lg font-semibold text-slate-900">{t("previewQuestion")}</p>
        <ul className="flex flex-col gap-2.5">
          {options.map((option, index) => {
            const chosen = index === 0;
            return (
              <li
                key={option}
                className={
                  chosen
                    ? "flex items-center gap-3 rounded-lg border-2 border-indigo-600 bg-indigo-50 px-3 py-2.5 text-sm font-medium text-indigo-900"
                    : "flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm text-slate-700"
                }
              >
                <span
                  className={
                    chosen
                      ? "flex size-7 items-center justify-center rounded-md bg-indigo-600 text-xs font-bold text-white"
                      : "flex size-7 items-center justify-center rounded-md bg-slate-100 text-xs font-bold text-slate-600"
                  }
                >
                  {String.fromCharCode(65 + index)}
                </span>
                {t(option)}
              </li>
            );
          })}
        </ul>
        <figcaption className="mt-5 border-t border-slate-100 pt-4 text-xs text-slate-500">{t("previewCaption")}</figcaption>
      </div>
    </figure>
  );
}
