import { scoped } from "../../../i18n";
import type en from "./en.json";

export const useT = scoped<typeof en>("landing");

/** A key of the landing page's messages, for lists of labels kept as keys. */
export type LandingMessage = keyof typeof en & string;
