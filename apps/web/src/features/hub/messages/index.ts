import { scoped } from "../../../i18n";
import type en from "./en.json";

export const useT = scoped<typeof en>("hub");

/** A key of the hub's messages, for lists of labels kept as keys. */
export type HubMessage = keyof typeof en & string;
