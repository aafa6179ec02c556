import { utils, write } from '@e965/xlsx';
import { insertWhatsapp, startTenantKernel, until, type TenantKernel } from '@balcao/core/testing';
import type { HttpClient } from '@balcao/core/testing';
import plugin, { type ContactListServices } from '../src/index.js';

/** company A's admin and attendant, company B's admin */
export type ContactListsKernel = Omit<TenantKernel<'admin' | 'attendant' | 'adminB'>, 'services'> & {
  services: ContactListServices;
  /** company A's default connection (sim), open once connectA() ran */
  connectionA: number;
  connectA(): Promise<void>;
};

/** A real kernel with only this plugin, two companies, and company A's default sim connection (closed). */
export async function startContactListsKernel(): Promise<ContactListsKernel> {
  const k = await startTenantKernel({ plugins: [plugin], as: ['admin', 'attendant', 'adminB'] });
  const { t, seed } = k;
  // not open until connectA() reads its QR (the manager may start it on its own, to the QR)
  const connectionA = await insertWhatsapp(t.kernel.knex, seed.a.id, 'Campanhas', { status: 'DISCONNECTED' });
  return {
    ...k,
    services: k.services<ContactListServices>('contact-lists'),
    connectionA,
    async connectA() {
      const status = () => t.kernel.channels.status(connectionA);
      if (status() === 'CONNECTED') return;
      // started here unless the manager's heartbeat already did; a new session waits for its QR to be read
      await t.kernel.channels.added(connectionA);
      await until('the QR', () => status() === 'qrcode' || status() === 'CONNECTED');
      if (status() === 'qrcode') t.kernel.channels.sim!.scan(String(connectionA));
      await until('the connection to open', () => status() === 'CONNECTED');
    },
  };
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

/** POST /contact-list-items as `client`: one item, a name and a number, of list `contactListId`. */
export function postItem(client: HttpClient, contactListId: number, name: string, number: string) {
  return client.post('/contact-list-items', { name, number, contactListId });
}
