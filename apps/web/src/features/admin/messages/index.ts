import { scoped, type Translate } from "../../../i18n";
import type en from "./en.json";

export const useT = scoped<typeof en>("admin");

/** A message of the admin area, by its key: module-level lists keep keys and translate at render time. */
export type AdminKey = keyof typeof en & string;
/** The admin area's messages, passed on to what builds columns or runs outside a component. */
export type AdminT = Translate<AdminKey>;
