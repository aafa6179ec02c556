import { describe, expect, it } from 'vitest';
import { sheetFile, uploadForm } from './contact-lists-kernel.js';
import { contactListsKernelPerFile } from './contact-lists-per-file.js';
import { read, utils } from '@e965/xlsx';

const k = contactListsKernelPerFile();

const newList = async (name: string) => (await k.admin.post('/contact-lists', { name })).body.id as number;
const items = (contactListId: number) =>
  k.t.kernel
    .knex('contact_list_items')
    .where({ contactListId })
    .orderBy('id')
    .select('name', 'number', 'email');

describe('uploading a contact sheet', () => {
  it('adds the rows of an .xlsx, headers found whatever their case and accents, repeats ignored', async () => {
    const id = await newList('Planilha xlsx');
    const file = sheetFile([
      ['Nome', 'Número', 'E-mail', 'Cidade'],
      ['Maria Silva', '+55 (11) 99999-0001', 'maria@exemplo.com.br', 'São Paulo'],
      ['João', 5521988880002, 'não é email', 'Rio'],
      ['Maria de novo', '5511999990001', '', ''],
      ['Sem número', '', '', ''],
      ['', '5531977770003', '', ''],
    ]);
    const res = await k.admin.post(`/contact-lists/${id}/upload`, uploadForm(file, 'contatos.xlsx'));
    expect(res).toMatchObject({ status: 200, body: { count: 3, duplicates: 1, invalid: 1 } });
    expect(await items(id)).toEqual([
      { name: 'Maria Silva', number: '5511999990001', email: 'maria@exemplo.com.br' },
      { name: 'João', number: '5521988880002', email: null },
      // a row without a name is named by its number
      { name: '5531977770003', number: '5531977770003', email: null },
    ]);
    expect((await k.admin.get(`/contact-lists/${id}`)).body.contactsCount).toBe(3);

    // a second upload adds only what the list lacks
    const again = sheetFile([
      ['name', 'number', 'email'],
      ['Maria Silva', '5511999990001', ''],
      ['Ana', '5541966660004', 'ana@exemplo.com'],
    ]);
    expect((await k.admin.post(`/contact-lists/${id}/upload`, uploadForm(again, 'mais.XLSX'))).body).toEqual({
      count: 1,
      duplicates: 1,
      invalid: 0,
    });
    expect((await k.admin.get(`/contact-lists/${id}`)).body.contactsCount).toBe(4);
  });

  it('reads an .xls (BIFF8) the same way', async () => {
    const id = await newList('Planilha xls');
    const file = sheetFile(
      [
        ['NOME', 'TELEFONE', 'EMAIL'],
        ['Carlos', '11 97777-0005', 'carlos@exemplo.com'],
        ['Beatriz', '5511966660006', ''],
      ],
      'xls',
    );
    expect(file.subarray(0, 4).toString('hex')).toBe('d0cf11e0');
    const res = await k.admin.post(`/contact-lists/${id}/upload`, uploadForm(file, 'antiga.xls'));
    expect(res).toMatchObject({ status: 200, body: { count: 2 } });
    expect(await items(id)).toEqual([
      { name: 'Carlos', number: '11977770005', email: 'carlos@exemplo.com' },
      { name: 'Beatriz', number: '5511966660006', email: null },
    ]);
  });

  it('refuses a .csv, a .txt, a renamed text file and a sheet without a number column, adding nothing', async () => {
    const id = await newList('Recusas');
    const csv = 'nome;numero\nMaria;5511999990001\n';
    const wrongType = { status: 400, body: { error: 'ERR_CONTACT_LIST_FILE_TYPE' } };
    expect(
      await k.admin.post(`/contact-lists/${id}/upload`, uploadForm(csv, 'lista.csv', 'text/csv')),
    ).toMatchObject(wrongType);
    expect(
      await k.admin.post(`/contact-lists/${id}/upload`, uploadForm(csv, 'lista.txt', 'text/plain')),
    ).toMatchObject(wrongType);
    expect(await k.admin.post(`/contact-lists/${id}/upload`, uploadForm(csv, 'disfarce.xlsx'))).toMatchObject(
      wrongType,
    );
    const noNumber = sheetFile([
      ['nome', 'email'],
      ['Maria', 'maria@exemplo.com'],
    ]);
    expect(
      await k.admin.post(`/contact-lists/${id}/upload`, uploadForm(noNumber, 'sem-numero.xlsx')),
    ).toMatchObject({
      status: 400,
      body: { error: 'ERR_CONTACT_LIST_NO_NUMBER_COLUMN' },
    });
    const empty = new FormData();
    empty.append('nada', 'x');
    expect(await k.admin.post(`/contact-lists/${id}/upload`, empty)).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', fields: { file: 'Obrigatório' } },
    });
    expect(await items(id)).toEqual([]);
  });

  it("keeps company B from uploading into A's list", async () => {
    const id = await newList('Da empresa A');
    const file = sheetFile([['numero'], ['5511999990009']]);
    expect(await k.adminB.post(`/contact-lists/${id}/upload`, uploadForm(file, 'x.xlsx'))).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_CONTACT_LIST_FOUND' },
    });
    expect(await items(id)).toEqual([]);
  });

  it('serves an example .xlsx with the columns it reads', async () => {
    const res = await fetch(`${k.t.url}/contact-lists/example.xlsx`, {
      headers: { Authorization: `Bearer ${k.admin.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('.xlsx');
    const book = read(Buffer.from(await res.arrayBuffer()), { type: 'buffer' });
    const rows = utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toEqual(['nome', 'numero', 'email']);
    expect(rows.length).toBeGreaterThan(1);
  });

  it('takes a 5,000-row sheet in one request (time printed)', async () => {
    const id = await newList('Cinco mil');
    const rows: unknown[][] = [['nome', 'numero', 'email']];
    for (let i = 0; i < 5000; i++) rows.push([`Pessoa ${i}`, `55119${String(i).padStart(8, '0')}`, '']);
    const file = sheetFile(rows);
    const started = performance.now();
    const res = await k.admin.post(`/contact-lists/${id}/upload`, uploadForm(file, 'cinco-mil.xlsx'));
    const ms = performance.now() - started;
    console.log(
      `5,000-row .xlsx upload (${(file.length / 1024).toFixed(0)} KiB) answered in ${ms.toFixed(0)} ms on ${process.env.TEST_DB ?? 'sqlite'}`,
    );
    expect(res).toMatchObject({ status: 200, body: { count: 5000, duplicates: 0, invalid: 0 } });
    expect((await k.admin.get(`/contact-lists/${id}`)).body.contactsCount).toBe(5000);
  });
});
