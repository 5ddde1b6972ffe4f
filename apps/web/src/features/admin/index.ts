/**
 * What the rest of the app uses of the admin area: the counts of what waits for an admin (held
 * results, unanswered messages), which the admin frame's sidebar shows as badges. Pages are not
 * exported here: routes.tsx lazy-loads each page from its own file.
 */
export { useAdminAttention } from "./api/admin-attention";
