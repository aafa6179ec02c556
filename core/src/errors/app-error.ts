/** The one error type the API throws on purpose: a spec §8 code and the HTTP status it answers with. */
export class AppError extends Error {
  constructor(
    public readonly code: string,
    public readonly status = 400,
    public readonly details?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const notFound = (code: string) => new AppError(code, 404);
export const forbidden = (code = 'ERR_NO_PERMISSION') => new AppError(code, 403);
