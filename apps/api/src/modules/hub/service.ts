// What other features may use of the hub (docs/architecture.md §3 'Layout'): the page template
// that writes a server-rendered page's head into the app's index.html (decision 003).
export { loadPageTemplate, type PageHead } from "./page-template.ts";
