/**
 * What the log keeps of a value: secrets replaced by their key name, strings, arrays and depth cut, the whole
 * JSON at most MAX_JSON characters. Secrets are known by the name of the key that carries them, whatever the
 * plugin: a password, a token, an API key, a signing secret, a service account.
 */
export const REDACTED = '[redacted]';
const MAX_STRING = 200;
const MAX_ITEMS = 20;
const MAX_KEYS = 30;
const MAX_DEPTH = 4;
export const MAX_JSON = 2000;

const secretKey =
  /pass(word)?|secret|token(?!s)|api[-_]?key|apikey|private[-_]?key|credential|authorization|cookie|signature|jsoncontent|^hash$|passwordhash|sealed|card[-_]?number|cvv|cvc/i;

export const isSecretKey = (key: string) => secretKey.test(key);

/** a PEM block or a bearer header pasted where no key says so */
const secretText = /-----BEGIN [A-Z ]*PRIVATE KEY-----|^Bearer\s+\S{16,}/;

function shrink(value: unknown, depth: number): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (typeof value === 'string') {
    if (secretText.test(value)) return REDACTED;
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => shrink(v, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… ${value.length - MAX_ITEMS} more`] : items;
  }
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value).slice(0, MAX_KEYS))
      out[k] = isSecretKey(k) ? REDACTED : shrink(v, depth + 1);
    return out;
  }
  return String(value).slice(0, MAX_STRING);
}

/** The JSON text the log stores for `value` (null when there is nothing to say). */
export function redactedJson(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0) return null;
  const small = shrink(value, 0);
  let json = JSON.stringify(small);
  if (json.length <= MAX_JSON) return json;
  // still too long: keep the scalar top-level fields only
  const top: Record<string, unknown> = { '…': 'trimmed' };
  if (small && typeof small === 'object' && !Array.isArray(small))
    for (const [k, v] of Object.entries(small)) if (typeof v !== 'object' || v === null) top[k] = v;
  json = JSON.stringify(top);
  return json.length <= MAX_JSON ? json : JSON.stringify({ '…': 'trimmed' });
}
