import { scoped } from "../../../i18n";
import type en from "./en.json";

export const useT = scoped<typeof en>("app.layout");

/** A message of this part, for the lists of labels kept as keys until drawn (the navigation). */
export type LayoutMessage = keyof typeof en & string;
