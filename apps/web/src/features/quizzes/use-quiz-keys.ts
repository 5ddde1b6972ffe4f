import { useEffect, useRef } from "react";

const KEY_TO_OPTION: Record<string, number> = { "1": 0, "2": 1, "3": 2, "4": 3, a: 0, b: 1, c: 2, d: 3 };

/**
 * Keyboard play: 1–4 or A–D choose an option, Enter goes on ('Next Question' / 'Finish Quiz').
 * Without `onEnter` (a mode where choosing locks the answer) Enter keeps its own meaning: it
 * presses the focused option.
 */
export function useQuizKeys({ enabled, onChoose, onEnter }: { enabled: boolean; onChoose: (index: number) => void; onEnter?: () => void }) {
  // Read when a key is pressed, from the latest render: the listener stays on for the page's life,
  // so a key pressed the moment the next question shows is never lost in the gap before an effect
  // would have put a new listener on.
  const latest = useRef({ enabled, onChoose, onEnter });
  latest.current = { enabled, onChoose, onEnter };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!latest.current.enabled) return;
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target?.closest("input, textarea, select, [contenteditable=true]")) return;
      const option = KEY_TO_OPTION[event.key.toLowerCase()];
      if (option !== undefined) {
        event.preventDefault();
        latest.current.onChoose(option);
        return;
      }
      // Enter on the page or inside the question (not on a header link or button, which keep their own meaning).
      const onEnter = latest.current.onEnter;
      if (onEnter && event.key === "Enter" && (!target || target === document.body || target.closest("[data-quiz-keys]"))) {
        event.preventDefault();
        onEnter();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
