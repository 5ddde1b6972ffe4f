// What other features may use of sharing: its widgets (docs/architecture.md §3 'Layout').
export { ResultSharePanel } from "./result-share-panel";
export { ShareButton } from "./share-button";
