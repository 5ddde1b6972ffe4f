/**
 * The four options' colours on the projector, the same on every screen of the room: red, blue,
 * yellow, green, each with text at a contrast ratio above 4.5:1, and a letter (A–D) so that
 * no one needs to tell the colours apart.
 */
export const OPTION_LETTERS = ["A", "B", "C", "D"] as const;

export const OPTION_TONES = [
  { tile: "bg-red-700 text-white", marker: "bg-white text-red-800", bar: "bg-red-700" },
  { tile: "bg-blue-700 text-white", marker: "bg-white text-blue-800", bar: "bg-blue-700" },
  { tile: "bg-amber-400 text-slate-950", marker: "bg-slate-950 text-amber-300", bar: "bg-amber-400" },
  { tile: "bg-emerald-700 text-white", marker: "bg-white text-emerald-800", bar: "bg-emerald-700" },
] as const;
