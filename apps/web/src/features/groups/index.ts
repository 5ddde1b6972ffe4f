/**
 * What other features show of groups: the dashboard's 'My groups' card. Pages are not exported
 * here: routes.tsx lazy-loads each page from its own file.
 */
export { MyGroupsCard } from "./my-groups-card";
