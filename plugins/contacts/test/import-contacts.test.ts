import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { insertContactWithInfo, startContactsKernel, type ContactsKernel } from './contacts-kernel.js';

const k = kernelPerFile<ContactsKernel>(startContactsKernel, 60_000);

const upload = (name: string, type: string, data: string | Uint8Array) => {
  const form = new FormData();
  form.append('file', new Blob([data], { type }), name);
  return form;
};
const byNumber = async (companyId: number) =>
  new Map(
    (await k.t.kernel.knex('contacts').where({ companyId }).select('name', 'number', 'email')).map((r) => [
      r.number,
      r,
    ]),
  );

describe('POST /contacts/import with a file', () => {
  it("imports a CSV as Whaticket exports it (';', name/number/email), skipping bad rows and numbers it has", async () => {
    await insertContactWithInfo(k.t, k.seed.a.id, { name: 'Já Existe', number: '558188881111' });
    const csv = [
      'name;number;email',
      'Ana CSV;(11) 98888-0001;ana@csv.com',
      '"Silva; Bruno";5511988880002;',
      'X;5511988880003;',
      'Sem Número;;',
      'Duplicada;5581988881111;',
      'Email Ruim;5511988880004;não-é-email',
    ].join('\r\n');
    const res = await k.attendant.post('/contacts/import', upload('contatos.csv', 'text/csv', csv));
    expect(res).toMatchObject({
      status: 200,
      body: { message: 'contacts imported', imported: 2, skipped: 4 },
    });
    const rows = await byNumber(k.seed.a.id);
    expect(rows.get('5511988880001')).toMatchObject({ name: 'Ana CSV', email: 'ana@csv.com' });
    expect(rows.get('5511988880002')).toMatchObject({ name: 'Silva; Bruno', email: '' });
    expect(rows.get('558188881111')).toMatchObject({ name: 'Já Existe' });
    for (const n of ['5511988880003', '5581988881111', '5511988880004']) expect(rows.has(n), n).toBe(false);
    // the other company got nothing
    expect((await byNumber(k.seed.b.id)).has('5511988880001')).toBe(false);
  });

  it('imports an XLSX sheet with Portuguese headers', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Contatos');
    sheet.addRow(['Nome', 'Número', 'E-mail']);
    sheet.addRow(['Carlos XLSX', '5521977770001', 'carlos@x.com']);
    sheet.addRow(['Dani XLSX', 21977770002, '']);
    const data = new Uint8Array(await book.xlsx.writeBuffer());
    const res = await k.admin.post(
      '/contacts/import',
      upload('lista.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data),
    );
    expect(res).toMatchObject({ status: 200, body: { imported: 2, skipped: 0 } });
    const rows = await byNumber(k.seed.a.id);
    expect(rows.get('5521977770001')).toMatchObject({ name: 'Carlos XLSX', email: 'carlos@x.com' });
    expect(rows.get('5521977770002')).toMatchObject({ name: 'Dani XLSX' });
  });

  it('refuses a file that is not a sheet of contacts with 400 ERR_CONTACT_IMPORT_FILE', async () => {
    const bad = { status: 400, body: { error: 'ERR_CONTACT_IMPORT_FILE' } };
    expect(await k.admin.post('/contacts/import', upload('foto.png', 'image/png', 'PNG'))).toMatchObject(bad);
    expect(
      await k.admin.post('/contacts/import', upload('sem-colunas.csv', 'text/csv', 'a;b\n1;2')),
    ).toMatchObject(bad);
    expect(
      await k.admin.post(
        '/contacts/import',
        upload('quebrado.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'nope'),
      ),
    ).toMatchObject(bad);
  });
});

describe('POST /contacts/upload (the Whaticket client\'s "Import Excel")', () => {
  it('imports the sheet the client posts as its only `file` part, and the reloaded list shows it', async () => {
    // the client's request: FormData with one `file`, no other field; it reloads the page and reads no answer
    const csv = 'name;number;email\r\nÉrica Upload;5531966660001;erica@upload.com\r\n';
    const res = await k.attendant.post('/contacts/upload', upload('contatos.csv', 'text/csv', csv));
    expect(res).toMatchObject({ status: 200, body: { imported: 1, skipped: 0 } });
    // searched as a user types it: lower case, accent kept (SQLite's own LOWER missed this one)
    const list = await k.attendant.get('/contacts?searchParam=érica&pageNumber=1');
    expect(list.body.contacts).toEqual([
      expect.objectContaining({ name: 'Érica Upload', number: '5531966660001', email: 'erica@upload.com' }),
    ]);
    expect((await byNumber(k.seed.b.id)).has('5531966660001')).toBe(false);
  });

  it('answers 400 ERR_VALIDATION on the file when none was sent, and refuses what is not a sheet', async () => {
    expect(await k.attendant.post('/contacts/upload', new FormData())).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', fields: { file: 'Obrigatório' } },
    });
    expect(await k.attendant.post('/contacts/upload', upload('foto.png', 'image/png', 'PNG'))).toMatchObject({
      status: 400,
      body: { error: 'ERR_CONTACT_IMPORT_FILE' },
    });
  });
});
