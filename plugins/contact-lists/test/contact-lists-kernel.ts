import { utils, write } from '@e965/xlsx';
import {
  insertWhatsapp,
  login,
  seedTenants,
  startTestKernel,
  type HttpClient,
  type TestKernel,
} from '@balcao/core/testing';
import plugin, { type ContactListServices } from '../src/index.js';

export interface ContactListsKernel {
  t: TestKernel;
  seed: Awaited<ReturnType<typeof seedTenants>>;
  /** company A's admin and attendant, company B's admin */
  admin: HttpClient;
  attendant: HttpClient;
  adminB: HttpClient;
  services: ContactListServices;
  sim: NonNullable<TestKernel['kernel']['channels']['sim']>;
  /** company A's default connection (sim), open once connectA() ran */
  connectionA: number;
  connectA(): Promise<void>;
}

/** A real kernel with only this plugin, two companies, and company A's default sim connection (closed). */
export async function startContactListsKernel(): Promise<ContactListsKernel> {
  const t = await startTestKernel({ plugins: [plugin] });
  const seed = await seedTenants(t.kernel.knex);
  const connectionA = await insertWhatsapp(t.kernel.knex, seed.a.id, 'Campanhas', { status: 'CONNECTED' });
  return {
    t,
    seed,
    admin: await login(t, seed.a.admin.email),
    attendant: await login(t, seed.a.user.email),
    adminB: await login(t, seed.b.admin.email),
    services: t.kernel.plugins.services.get('contact-lists') as ContactListServices,
    sim: t.kernel.channels.sim!,
    connectionA,
    async connectA() {
      await t.kernel.channels.added(connectionA);
      await until('the connection to open', () => t.kernel.channels.status(connectionA) === 'CONNECTED');
    },
  };
}

/** Polls until `check` holds; fails naming what it waited for. */
export async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A spreadsheet made with the library the server reads it with, as .xlsx or as .xls (BIFF8). */
export function sheetFile(rows: unknown[][], bookType: 'xlsx' | 'xls' = 'xlsx'): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Planilha1');
  return write(book, { type: 'buffer', bookType: bookType === 'xls' ? 'biff8' : 'xlsx' }) as Buffer;
}

/** The multipart body Whaticket's items page posts: the file as `file`. */
export function uploadForm(data: Buffer | string, name: string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), name);
  return form;
}
