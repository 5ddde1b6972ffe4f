import { useEffect, useRef } from "react";

const PRIMARY_KEYS = new Set([" ", "Enter", "ArrowRight", "n", "N"]);
/** Where a key means something else: typing, a focused control (which acts on its own), an open dialog. */
const OWN_KEYS = "input, textarea, select, button, a, [contenteditable], [role='dialog'], [role='alertdialog']";

/**
 * Space, Enter, → or N work the screen's main button (Start, Close question, Next) from a
 * presenter's clicker or keyboard, unless focus is in a field, on a control, or in a dialog.
 * `action` null: nothing to do on this screen.
 */
export function usePrimaryKey(action: (() => void) | null) {
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!PRIMARY_KEYS.has(event.key) || event.repeat || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof Element && event.target.closest(OWN_KEYS)) return;
      const run = latest.current;
      if (!run) return;
      event.preventDefault();
      run();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
