import { scoped } from "../../../i18n";
import type en from "./en.json";

export const useT = scoped<typeof en>("info");

/** A key of the information pages' messages, for lists of labels kept as keys. */
export type InfoMessage = keyof typeof en & string;
