import { mergeCatalogues, type Messages } from "./scope";

/** Every English text of the app: its own chunk, loaded only for English pages (./catalogues.ts). */
export default mergeCatalogues(import.meta.glob<Messages>("../**/messages/en.json", { eager: true, import: "default" }));
