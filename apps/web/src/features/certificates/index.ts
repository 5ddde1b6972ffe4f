/**
 * What other features show of certificates: a member's badges and certificates (dashboard,
 * settings). Pages are not exported here: routes.tsx lazy-loads each page from its own file.
 */
export { CertificatesCard, EarnedBadges } from "./recognition";
