/**
 * Cells a spreadsheet would run as a formula: those that begin with =, +, -, @, a tab or a carriage
 * return (docs/security.md 17); papaparse writes them with a leading apostrophe. Its own pattern for
 * `escapeFormulae: true` ends in `.*$`, which cannot match across a line break, so a cell that
 * spans lines went out as a formula: this one looks at the first character only.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;
