/**
 * What other features show of the landing page: its FAQ, which the FAQ page (features/info) opens
 * with. Pages are not exported here: routes.tsx lazy-loads each page from its own file.
 */
export { useLandingFaq } from "./faq";
