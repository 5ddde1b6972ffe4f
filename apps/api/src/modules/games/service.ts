/**
 * Hosted games as other features use them (docs/architecture.md §4 'Hosted games'): what a member
 * may host a game from (a group's page offers 'Host a game' to its leaders). A game's kept results
 * are attempts of mode 'game' (modules/attempts), read where every attempt is.
 */
export { listHostable } from "./create-game.ts";
