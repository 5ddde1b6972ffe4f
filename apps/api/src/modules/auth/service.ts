/** Accounts as other features change them: the account row and its sessions are written in accounts.ts only. */
export { endSessions, setPlan, updateAccount, type AccountChange } from "./accounts.ts";
