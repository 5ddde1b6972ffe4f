/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st: a place in the game's order. */
export function ordinal(n: number): string {
  const rest = n % 100;
  if (rest >= 11 && rest <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}
