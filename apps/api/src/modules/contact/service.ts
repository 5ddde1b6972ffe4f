/** Contact messages: the admins' sidebar and dashboard show how many wait for an answer. */
export { countOpenMessages, readInbox } from "./read-inbox.ts";
