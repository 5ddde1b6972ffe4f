import { scoped } from "../../../i18n";
import type en from "./en.json";

export const useT = scoped<typeof en>("setup");
