/** An HTTP failure from the kernel: `{ error: 'ERR_CODE', fields? }` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    readonly fields?: Record<string, string>,
  ) {
    super(code ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}
