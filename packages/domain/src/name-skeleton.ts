import { CONFUSABLE_PROTOTYPES } from "./confusables.ts";

/** UTS #39's skeleton step: NFD, each character to the prototype it is taken for, NFD again. */
const prototypes = (text: string): string =>
  [...text.normalize("NFD")]
    .map((character) => CONFUSABLE_PROTOTYPES.get(character) ?? character)
    .join("")
    .normalize("NFD");

/**
 * The key under which names that look alike are one name (docs/security.md 68): the UTS #39
 * skeleton, blind to case, surrounding spaces and Unicode forms. 'Admin', ' ADMIN ', 'Аdmin' with a
 * Cyrillic А and 'Adrnin' share one; so do 'l', 'I' and '1', and 'O' and '0', as confusables.txt
 * says. Not for display: 'm' becomes 'rn'.
 *
 * Case and look-alikes pull against each other: 'I' passes for 'l' only in capitals, 'm' for 'rn'
 * only in small letters. So the name is taken in capitals first (every spelling of one name in any
 * case gives one key), mapped, then in small letters and mapped again. Since 'i' is 'I' in capitals,
 * 'Ali' and 'All' share a key too: a look-alike refused too many, never one let through. NFKC comes
 * first so that fullwidth and mathematical letters (𝐀𝐝𝐦𝐢𝐧) fold without their rows in the table.
 */
export function nameSkeleton(name: string): string {
  const capitals = name.normalize("NFKC").trim().toUpperCase();
  return prototypes(prototypes(capitals).toLowerCase()).toLowerCase();
}
