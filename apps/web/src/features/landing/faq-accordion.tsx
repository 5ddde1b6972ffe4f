import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { useLandingFaq } from "./faq";

/**
 * Five questions, one open at a time (the WAI-ARIA accordion pattern): each question is a button
 * with aria-expanded that controls its answer's region. Written out rather than taken from a
 * library: it is a few lines, and the landing page's script stays light (src/islands).
 */
export function FaqAccordion() {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  const faq = useLandingFaq();
  return (
    <div className="flex flex-col gap-3">
      {faq.map((item, index) => {
        const expanded = open === index;
        return (
          <div key={index} className={`rounded-xl border border-slate-200 bg-white shadow-sm ${expanded ? "ring-1 ring-indigo-200" : ""}`}>
            <h3>
              <button
                type="button"
                id={`${id}-q${index}`}
                aria-expanded={expanded}
                aria-controls={`${id}-a${index}`}
                onClick={() => setOpen(expanded ? null : index)}
                className="group flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {item.question}
                <ChevronDown className={`size-5 shrink-0 text-slate-400 transition-transform ${expanded ? "rotate-180" : ""}`} aria-hidden />
              </button>
            </h3>
            <div id={`${id}-a${index}`} role="region" aria-labelledby={`${id}-q${index}`} hidden={!expanded} className="px-5 pb-5 text-slate-600">
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
