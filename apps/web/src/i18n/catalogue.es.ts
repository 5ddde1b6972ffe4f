import { mergeCatalogues, type Messages } from "./scope";

/** Every Spanish text of the app: its own chunk, loaded only for Spanish pages (./catalogues.ts). */
export default mergeCatalogues(import.meta.glob<Messages>("../**/messages/es.json", { eager: true, import: "default" }));
