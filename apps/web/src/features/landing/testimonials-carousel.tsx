import { ChevronLeft, ChevronRight, Quote } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { TESTIMONIALS } from "./landing-content";
import { useT } from "./messages";

const WIDE = "(min-width: 1024px)";
const MEDIUM = "(min-width: 768px)";

function subscribe(onChange: () => void) {
  const queries = [window.matchMedia(WIDE), window.matchMedia(MEDIUM)];
  for (const query of queries) query.addEventListener("change", onChange);
  return () => queries.forEach((query) => query.removeEventListener("change", onChange));
}

/** Cards shown at once: 1 under 768 px, 2 from 768 px, 3 from 1024 px (docs/product.md part 1 §2). */
function useCardsPerView(): number {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(WIDE).matches ? 3 : window.matchMedia(MEDIUM).matches ? 2 : 1),
    () => 1,
  );
}

const arrowClasses =
  "inline-flex size-10 items-center justify-center rounded-full bg-white text-slate-700 shadow-sm ring-1 ring-slate-200 transition " +
  "hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-40";

/** The testimonials, a page of cards at a time; previous and next are disabled at the ends. */
export function TestimonialsCarousel() {
  const t = useT();
  const perView = useCardsPerView();
  const lastStart = Math.max(0, TESTIMONIALS.length - perView);
  const [requestedStart, setStart] = useState(0);
  // A wider screen shows more cards: never scroll past the last full page.
  const start = Math.min(requestedStart, lastStart);

  return (
    <div role="region" aria-roledescription="carousel" aria-label={t("testimonials")} className="flex flex-col gap-6">
      <div className="overflow-hidden">
        <ul className="flex transition-transform duration-500 ease-out" style={{ transform: `translateX(-${(start * 100) / perView}%)` }} aria-live="polite">
          {TESTIMONIALS.map((testimonial, index) => {
            const visible = index >= start && index < start + perView;
            return (
              <li
                key={testimonial.name}
                aria-roledescription="slide"
                aria-label={t("testimonialSlide", { number: index + 1, total: TESTIMONIALS.length })}
                aria-hidden={!visible}
                inert={!visible}
                data-testid="testimonial"
                data-visible={visible}
                className="shrink-0 px-2"
                style={{ width: `${100 / perView}%` }}
              >
                <figure className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <Quote className="size-7 text-indigo-200" aria-hidden />
                  <blockquote className="flex-1 text-slate-700">“{t(testimonial.content)}”</blockquote>
                  <figcaption className="flex items-center gap-3">
                    <span
                      className="flex size-10 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-500 text-sm font-bold text-white"
                      aria-hidden
                    >
                      {testimonial.name.charAt(0)}
                    </span>
                    <span>
                      <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                      <span className="block text-sm text-slate-500">{t(testimonial.role)}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="flex items-center justify-center gap-3">
        <button
          type="button"
          className={arrowClasses}
          onClick={() => setStart(Math.max(0, start - 1))}
          disabled={start === 0}
          aria-label={t("previousTestimonials")}
        >
          <ChevronLeft className="size-5" aria-hidden />
        </button>
        <span className="min-w-16 text-center text-sm text-slate-500 tabular-nums">
          {perView === 1
            ? t("testimonialsShown", { first: start + 1, total: TESTIMONIALS.length })
            : t("testimonialsShownRange", { first: start + 1, last: start + perView, total: TESTIMONIALS.length })}
        </span>
        <button
          type="button"
          className={arrowClasses}
          onClick={() => setStart(Math.min(lastStart, start + 1))}
          disabled={start >= lastStart}
          aria-label={t("nextTestimonials")}
        >
          <ChevronRight className="size-5" aria-hidden />
        </button>
      </div>
    </div>
  );
}
