import serverTexts from "../../../../packages/domain/src/messages/es.json";
import { mergeCatalogues, serverTextMessages, type Messages } from "./scope";

/**
 * Every Spanish text of the app: its own chunk, loaded only for Spanish pages (./catalogues.ts);
 * with the Spanish of the shared rules' English texts (validation messages: useServerText).
 */
export default {
  ...mergeCatalogues(import.meta.glob<Messages>("../**/messages/es.json", { eager: true, import: "default" })),
  ...serverTextMessages(serverTexts),
};
