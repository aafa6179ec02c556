import type { EgressFetch } from '@balcao/core';
import { ProviderUnavailable, type BillingProvider } from './billing-provider.js';

/**
 * The base URL of a system the company names by host or IP ("erp.provedor.com.br", "10.0.0.5:8080"): https
 * unless the setting is already a URL (a local install on http, the tests' fakes).
 */
export function baseUrlOf(setting: string, path: string): string {
  const value = setting.trim().replace(/\/+$/, '');
  const origin = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  return `${origin}${path}`;
}

export interface HttpOptions {
  provider: BillingProvider['name'];
  timeoutMs: number;
  /** through the kernel's egress guard: a company names the host (and the answer is capped at 4 MB) */
  fetch: EgressFetch;
}

/**
 * One request to a billing system, through the egress guard: a refused address, a network error, a timeout, a
 * non-2xx status or an unreadable body becomes ProviderUnavailable (its message for the log; the contact gets an
 * apology), so the step can answer politely instead of retrying the inbound event for minutes.
 * Answers the body as text; `json` parses it.
 */
export async function requestText(opts: HttpOptions, url: string, init: RequestInit): Promise<string> {
  let res: Response;
  try {
    res = await opts.fetch(url, { ...init, timeoutMs: opts.timeoutMs, maxBytes: 4 * 1024 * 1024 });
  } catch (err) {
    throw new ProviderUnavailable(opts.provider, `${init.method ?? 'GET'} ${url} failed`, { cause: err });
  }
  const text = await res.text().catch(() => '');
  if (!res.ok)
    throw new ProviderUnavailable(
      opts.provider,
      `${init.method ?? 'GET'} ${url} answered ${res.status} ${text.slice(0, 200)}`,
      { status: res.status },
    );
  return text;
}

export async function requestJson<T>(opts: HttpOptions, url: string, init: RequestInit): Promise<T> {
  const text = await requestText(opts, url, init);
  try {
    return JSON.parse(text) as T;
  } catch (err) {
    throw new ProviderUnavailable(opts.provider, `${url} answered no JSON: ${text.slice(0, 200)}`, {
      cause: err,
    });
  }
}

/** "89.90", "89,90" or 89.9 as a number of reais; NaN when unreadable (the answer then leaves the amount out) */
export const reais = (value: unknown): number =>
  typeof value === 'number' ? value : Number(String(value ?? '').replace(',', '.'));
