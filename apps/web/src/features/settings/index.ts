/** Settings as other features use it: the reminder switches (a study plan offers its own). */
export { useMailPreferences, useSaveMailPreferences } from "./api/mail-preferences";
