import { scoped, type Translate } from "../../../i18n";
import type en from "./en.json";

export const useT = scoped<typeof en>("assignments");

/** This feature's translate function, for what is built outside a component (a table's columns). */
export type T = Translate<keyof typeof en & string>;
