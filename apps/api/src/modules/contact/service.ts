/** Contact messages: the admins' dashboard may show how many wait for an answer. */
export { readInbox } from "./read-inbox.ts";
