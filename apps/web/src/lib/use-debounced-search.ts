import { useEffect, useState } from "react";

/**
 * A search box's text and the search it stands for: the search follows the text once typing
 * pauses (300 ms), so a table is not asked again at every key; `onSearch` runs then (back to page 1).
 */
export function useDebouncedSearch(onSearch?: () => void): { text: string; setText: (text: string) => void; search: string } {
  const [text, setText] = useState("");
  const [search, setSearch] = useState("");
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(text.trim());
      onSearch?.();
    }, 300);
    return () => window.clearTimeout(timer);
    // onSearch is a page reset: only the text decides when it runs.
  }, [text]);
  return { text, setText, search };
}
