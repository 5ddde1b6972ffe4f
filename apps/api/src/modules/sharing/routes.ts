import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";

/** Shared results at /r/{code} and the preview cards of shared pages (docs/architecture.md §4 'Sharing'). */
export async function sharingRoutes(_app: FastifyInstance, _deps: { db: Db; config: Config; webDist: string }): Promise<void> {}
