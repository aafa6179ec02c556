/** Google's error text from an answer (`{ error: { message } }` or OAuth's `{ error, error_description }`). */
export function readGoogleError(res: Response, body: unknown): string {
  const b = body as { error?: unknown; error_description?: unknown } | undefined;
  const nested =
    typeof b?.error === 'object' && b.error ? (b.error as { message?: unknown }).message : undefined;
  const text = nested ?? b?.error_description ?? b?.error;
  return typeof text === 'string' && text ? `HTTP ${res.status} ${text}` : `HTTP ${res.status}`;
}
