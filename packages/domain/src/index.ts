export * from "./limits.ts";
export * from "./books.ts";
export * from "./errors.ts";
export * from "./account.ts";
export * from "./content.ts";
