import type { Page } from 'playwright-core';
import { insertCompany, untilFound } from '@balcao/core/testing';
import { PASSWORD, type E2EKernel } from './kernel';
import { E2E_WAIT_MS } from './browser';

// the rows a scenario starts from are the API tests' own
export { insertCompany, insertContact, insertQueue, insertTicket, insertUser } from '@balcao/core/testing';

/** An authenticated JSON call; throws with the status and body on a non-2xx answer. */
export type Api = <T = any>(method: string, path: string, body?: unknown) => Promise<T>;

/** createdAt and updatedAt, both now (or at `at`). */
export const stamps = (at = new Date()) => ({ createdAt: at, updatedAt: at });

/** Polls `probe` every 50 ms until it gives a value other than undefined/false, and returns that value. */
export const waitFor = <T>(
  what: string,
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  ms = E2E_WAIT_MS,
): Promise<T> => untilFound(what, probe, ms, 50);

/** Signs in through POST /auth/login and gives the token, the user and an `api` carrying its bearer token. */
export async function apiAs(
  env: E2EKernel,
  email: string,
  password = PASSWORD,
): Promise<{ token: string; user: { id: number; companyId: number }; api: Api }> {
  const res = await fetch(`${env.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  const { token, user } = (await res.json()) as { token: string; user: { id: number; companyId: number } };
  const api: Api = async (method, path, body) => {
    const r = await fetch(`${env.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await r.text();
    if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  return { token, user, api };
}

/** The signed-in page's own API call (its bearer token from localStorage), as its requests carry it. */
export async function pageApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = JSON.parse(localStorage.getItem('token') ?? '""') as string;
      const res = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

/** A sim connection made through POST /whatsapp (`fields` beside name and provider), not yet scanned. */
export async function createSim(
  api: Api,
  fields: { name: string } & Record<string, unknown>,
): Promise<number> {
  return Number((await api<{ id: number }>('POST', '/whatsapp', { provider: 'sim', ...fields })).id);
}

/** A sim connection made through the API, its QR "scanned" through the simulator, CONNECTED. */
export async function connectSim(
  env: E2EKernel,
  api: Api,
  fields: { name: string } & Record<string, unknown>,
): Promise<number> {
  const id = await createSim(api, fields);
  const { channels } = env.kernel;
  await waitFor('the QR', () => channels.status(id) === 'qrcode');
  channels.sim!.scan(String(id));
  await waitFor('CONNECTED', () => channels.status(id) === 'CONNECTED');
  return id;
}

/** A company of the test's own on the full plan (the tests share one kernel), signed in as its admin (`apiAs`). */
export async function ownCompany(env: E2EKernel, name: string) {
  const company = await insertCompany(env.kernel.knex, name, env.plans.full);
  return { company, ...(await apiAs(env, company.admin.email)) };
}

/** `ownCompany` with a default sim connection `simName`, connected. */
export async function ownCompanyWithSim(env: E2EKernel, name: string, simName: string) {
  const own = await ownCompany(env, name);
  return { ...own, connectionId: await connectSim(env, own.api, { name: simName, isDefault: true }) };
}
