import contacts from '@balcao/plugin-contacts';
import tickets from '@balcao/plugin-tickets';
import {
  HttpClient,
  insertWhatsapp,
  startTenantKernel,
  until,
  type HttpResponse,
  type Sim,
  type TestKernel,
} from '@balcao/core/testing';
import messagesApi from '../src/index.js';

export type { Sim };

/** A real kernel with contacts, tickets and the messages API on TEST_DB's database; `env` on top. */
export const startMessagesApiKernel = (env: Record<string, string> = {}) =>
  startTenantKernel({ plugins: [contacts, tickets, messagesApi], env });

/** A 32-character connection token of letters and digits, unique per call. */
let n = 0;
export const newToken = (tag: string) =>
  `${tag}${Date.now().toString(36)}${(++n).toString(36)}`.replace(/\W/g, '').padEnd(32, 'x').slice(0, 32);

/** A sim connection of the company with this token, opened (CONNECTED) unless `open` is false; its id. */
export async function connectionWithToken(
  t: TestKernel,
  companyId: number,
  name: string,
  token: string,
  { open = true, isDefault = true } = {},
) {
  const id = await insertWhatsapp(t.kernel.knex, companyId, name, {
    token,
    isDefault,
    ...(open ? { status: 'CONNECTED' } : {}),
  });
  if (open) {
    await t.kernel.channels.added(id);
    await until('the connection to open', () => t.kernel.channels.status(id) === 'CONNECTED', 10_000);
  }
  return id;
}

/** POST /api/messages/send with a connection token: a JSON body, or a FormData as multipart. */
export function send(
  t: TestKernel,
  token: string | undefined,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<HttpResponse> {
  return new HttpClient(t.url).withToken(token).request('POST', '/api/messages/send', body, headers);
}

/** What the simulated phone of `number` received through the connection, once the outbox sent it. */
export async function received(sim: Sim, connectionId: number, number: string, count = 1) {
  return until(
    `${count} message(s) at ${number}`,
    () => {
      const got = sim.sent(String(connectionId)).filter((r) => r.chatId === number);
      return got.length >= count ? got : undefined;
    },
    10_000,
  );
}

/** A small PNG (1x1) as a multipart file. */
export const png = () =>
  new Blob(
    [
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    ],
    { type: 'image/png' },
  );
