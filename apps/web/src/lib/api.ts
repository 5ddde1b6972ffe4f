import { followFormatLocale } from "./format";
import en from "./messages/en.json";
import es from "./messages/es.json";

/** Field name → message, as sent by the API with code VALIDATION. */
export type FieldErrors = Record<string, string>;

// The client's own error messages (the server's come in its answer), in the page's language: these
// bindings change with it (lib/messages; setFormatLocale in ./format.ts), so a page that reads one
// when it draws shows it in its language.
export let GENERIC_ERROR_MESSAGE: string = en.genericError;
export let NETWORK_ERROR_MESSAGE: string = en.networkError;
export let RATE_LIMIT_MESSAGE: string = en.rateLimited;
followFormatLocale((locale) => {
  const texts = locale.startsWith("es") ? es : en;
  GENERIC_ERROR_MESSAGE = texts.genericError;
  NETWORK_ERROR_MESSAGE = texts.networkError;
  RATE_LIMIT_MESSAGE = texts.rateLimited;
});

/** An error answered by our API in its `{ error: { code, message, fields? } }` shape. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors;
  /** A 429's Retry-After: how long the server asks to be left alone. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, code: string, message: string, fields: FieldErrors = {}, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readFields(value: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  const fields: FieldErrors = {};
  for (const [name, message] of Object.entries(value)) {
    if (typeof message === "string") fields[name] = message;
  }
  return fields;
}

function fallbackCode(status: number): string {
  if (status === 401) return "UNAUTHENTICATED";
  if (status === 403) return "FORBIDDEN";
  if (status === 404) return "NOT_FOUND";
  if (status === 429) return "RATE_LIMITED";
  return "INTERNAL";
}

function toApiError(status: number, body: unknown, retryAfter: string | null = null): ApiError {
  // 5xx messages never carry anything useful for the member; 429 gets our own wording.
  if (status === 429) {
    const seconds = Number(retryAfter);
    return new ApiError(status, "RATE_LIMITED", RATE_LIMIT_MESSAGE, {}, retryAfter !== null && Number.isFinite(seconds) && seconds > 0 ? seconds : null);
  }
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  if (!error || status >= 500) {
    return new ApiError(status, fallbackCode(status), GENERIC_ERROR_MESSAGE);
  }
  const code = typeof error.code === "string" ? error.code : fallbackCode(status);
  const message = typeof error.message === "string" ? error.message : GENERIC_ERROR_MESSAGE;
  return new ApiError(status, code, message, readFields(error.fields));
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: "same-origin",
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "NETWORK_ERROR", NETWORK_ERROR_MESSAGE);
  }
  const isJson = response.headers.get("content-type")?.includes("application/json") ?? false;
  const parsed: unknown = isJson ? await response.json().catch(() => undefined) : undefined;
  if (!response.ok) throw toApiError(response.status, parsed, response.headers.get("retry-after"));
  if (!isJson && response.status !== 204) {
    // e.g. an HTML page from a proxy or the SPA fallback: the API is not answering.
    throw new ApiError(response.status, "BAD_RESPONSE", GENERIC_ERROR_MESSAGE);
  }
  return parsed as T;
}

/** Typed JSON client for our API: same origin, cookies included, errors thrown as ApiError. */
export const api = {
  get: <T>(path: string) => request<T>("GET", path),
  post: <T>(path: string, body: unknown) => request<T>("POST", path, body),
  put: <T>(path: string, body: unknown) => request<T>("PUT", path, body),
  patch: <T>(path: string, body: unknown) => request<T>("PATCH", path, body),
  delete: <T>(path: string) => request<T>("DELETE", path),
};

/** Adds query parameters to a path, skipping undefined values. */
export function withQuery(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, value);
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
