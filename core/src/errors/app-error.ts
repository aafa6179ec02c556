import type { ErrorCode } from './error-catalogue.js';
import { errorCatalogue } from './error-registry.js';

/**
 * The one error type the API throws on purpose: a catalogue code (error-catalogue.ts) and the HTTP status it
 * answers with, by default the catalogue's.
 */
export class AppError extends Error {
  public readonly status: number;

  constructor(
    public readonly code: ErrorCode,
    status?: number,
    public readonly details?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'AppError';
    this.status = status ?? errorCatalogue().get(code)?.status ?? 400;
  }
}

export const notFound = (code: ErrorCode) => new AppError(code, 404);
export const forbidden = (code: ErrorCode = 'ERR_NO_PERMISSION') => new AppError(code, 403);

/**
 * The row a lookup found, or a 404 with `code`:
 * `ctx.body = orNotFound(await Company.query().findById(id), 'ERR_NO_COMPANY_FOUND')`.
 */
export function orNotFound<T>(found: T | null | undefined, code: ErrorCode): T {
  if (found === null || found === undefined) throw notFound(code);
  return found;
}
