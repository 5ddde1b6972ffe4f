/** The one error class of the API; the error handler turns it into `{ error: { code, message, fields? } }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new AppError(400, "VALIDATION", message, fields);
export const unauthenticated = (message = "Please sign in to continue.") => new AppError(401, "UNAUTHENTICATED", message);
export const forbidden = (message = "You are not allowed to do that.", code = "FORBIDDEN") => new AppError(403, code, message);
export const notFound = (message = "Not found.") => new AppError(404, "NOT_FOUND", message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
