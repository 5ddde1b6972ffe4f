import { FAQ } from "./landing-content";
import { useT } from "./messages";

/** The landing page's five questions and answers in the page's language (the FAQ page opens with them). */
export function useLandingFaq(): { question: string; answer: string }[] {
  const t = useT();
  return FAQ.map((item) => ({ question: t(item.question), answer: t(item.answer) }));
}
