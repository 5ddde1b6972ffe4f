/** The API server's node flags (scripts/server-node-args.mjs). */
export function serverNodeArgs(env?: NodeJS.ProcessEnv): string[];
