// What other features may use of certificates (docs/architecture.md §3 'Layout').
export { verifyCertificate } from "./certificates.ts";
