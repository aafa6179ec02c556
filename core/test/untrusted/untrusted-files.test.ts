import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { utils, write } from '@e965/xlsx';
import { afterAll, describe, expect, it } from 'vitest';
import { UntrustedFiles } from '../../src/untrusted/index.js';
import {
  declaredRangeXlsx,
  farColumnXlsx,
  longLineCsv,
  sharedStringsXlsx,
  worstStall,
  zipBombXlsx,
  zipOf,
} from '../support/index.js';

const dir = mkdtempSync(join(tmpdir(), 'balcao-untrusted-'));
let n = 0;
const onDisk = (data: Buffer | string, name: string, mimetype = 'application/octet-stream') => {
  const path = join(dir, `${n++}-${name}`);
  writeFileSync(path, data);
  return { path, originalname: name, mimetype };
};

const files = new UntrustedFiles({ workers: 1, idleMs: 60_000 });
afterAll(() => files.stop());

const refusal = (p: Promise<unknown>): Promise<Record<string, unknown>> =>
  p.then(
    () => ({ error: 'none' }),
    (e: { code?: string; status?: number; details?: object }) => ({
      error: e.code,
      status: e.status,
      ...e.details,
    }),
  );

const sheet = (rows: unknown[][], bookType: 'xlsx' | 'biff8' | 'ods') => {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Planilha1');
  return write(book, { type: 'buffer', bookType }) as Buffer;
};

describe('reading a table in the cage', () => {
  it('reads the first sheet of an .xlsx, .xls and .ods, cells as text', async () => {
    const rows = [
      ['nome', 'numero', 'email'],
      ['Maria', 5511999990001, 'maria@exemplo.com'],
      ['João', '5521988880002'],
    ];
    const expected = [
      ['nome', 'numero', 'email'],
      ['Maria', '5511999990001', 'maria@exemplo.com'],
      ['João', '5521988880002'],
    ];
    const kinds = ['xlsx', 'xls', 'ods'] as const;
    for (const [kind, bookType] of [
      ['xlsx', 'xlsx'],
      ['xls', 'biff8'],
      ['ods', 'ods'],
    ] as const) {
      const table = await files.readTable(onDisk(sheet(rows, bookType), `lista.${kind}`), {
        kinds: [...kinds],
      });
      expect(table).toEqual({ kind, rows: expected });
    }
  });

  it("reads a CSV with ';' or ',', quotes and a BOM", async () => {
    const semi = onDisk(
      '\uFEFFname;number\n"Silva; Maria";5511999990001\n\nJoão;"55 21"\n',
      'a.csv',
      'text/csv',
    );
    expect(await files.readTable(semi, { kinds: ['csv'] })).toEqual({
      kind: 'csv',
      rows: [
        ['name', 'number'],
        ['Silva; Maria', '5511999990001'],
        ['João', '55 21'],
      ],
    });
    const comma = onDisk('name,number\r\n"Ana ""A""",5511\r\n', 'b.txt', 'text/plain');
    expect((await files.readTable(comma, { kinds: ['csv'] })).rows).toEqual([
      ['name', 'number'],
      ['Ana "A"', '5511'],
    ]);
  });

  it('refuses a kind the caller does not take, a disguised text file and a damaged zip', async () => {
    const csv = onDisk('nome;numero\nMaria;5511\n', 'lista.csv', 'text/csv');
    expect(await refusal(files.readTable(csv, { kinds: ['xlsx', 'xls'] }))).toMatchObject({
      error: 'ERR_FILE_UNREADABLE',
      status: 400,
    });
    const disguised = onDisk('nome;numero\n', 'lista.xlsx');
    expect(await refusal(files.readTable(disguised, { kinds: ['xlsx', 'csv'] }))).toMatchObject({
      error: 'ERR_FILE_UNREADABLE',
    });
    const broken = onDisk(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 1)]), 'x.xlsx');
    expect(
      await refusal(files.readTable(broken, { kinds: ['xlsx'], unreadable: 'ERR_NO_SETTING_FOUND' })),
    ).toMatchObject({ error: 'ERR_NO_SETTING_FOUND' });
    const notASheet = onDisk(await zipOf([{ name: 'a.txt', data: 'oi' }]), 'x.xlsx');
    expect(await refusal(files.readTable(notASheet, { kinds: ['xlsx'] }))).toMatchObject({
      error: 'ERR_FILE_UNREADABLE',
    });
  });
});

describe('the hostile files of issue 27', () => {
  it('reads a sheet declaring A1:XFD60001 as its 60,001 real rows, the event loop free', async () => {
    const file = onDisk(await declaredRangeXlsx(60_000), 'range.xlsx');
    const { result, stallMs } = await worstStall(() => files.readTable(file, { kinds: ['xlsx'] }));
    expect(result.rows).toHaveLength(60_001);
    expect(result.rows[0]).toEqual(['nome', 'numero']);
    expect(result.rows[60_000]).toEqual(['Pessoa 60001', '5511900060001']);
    console.log(`declared-range sheet: worst event-loop stall ${stallMs.toFixed(0)} ms`);
    expect(stallMs).toBeLessThan(1000);
  }, 60_000);

  it('stops a zip bomb before inflating it, and one whose header lies as soon as it inflates past it', async () => {
    const honest = onDisk(await zipBombXlsx(120), 'bomb.xlsx');
    const { result, stallMs } = await worstStall(() => refusal(files.readTable(honest, { kinds: ['xlsx'] })));
    expect(result).toEqual({
      error: 'ERR_FILE_UNPACKED_TOO_LARGE',
      status: 413,
      max: 50 * 1024 * 1024,
      rowsSeen: 0,
    });
    expect(stallMs).toBeLessThan(1000);
    const lying = onDisk(await zipBombXlsx(120, { lying: true }), 'lying.xlsx');
    expect(await refusal(files.readTable(lying, { kinds: ['xlsx'] }))).toMatchObject({
      error: 'ERR_FILE_UNPACKED_TOO_LARGE',
      status: 413,
    });
  }, 60_000);

  it('stops at a cell past the last column, at a 5 MB line of a CSV and at an overlong cell', async () => {
    const far = onDisk(await farColumnXlsx(1000), 'far.xlsx');
    expect(await refusal(files.readTable(far, { kinds: ['xlsx'] }))).toEqual({
      error: 'ERR_FILE_TOO_MANY_COLUMNS',
      status: 422,
      max: 100,
      rowsSeen: 0,
    });
    const long = onDisk(longLineCsv(5), 'long.csv', 'text/csv');
    const { result, stallMs } = await worstStall(() => refusal(files.readTable(long, { kinds: ['csv'] })));
    expect(result).toEqual({ error: 'ERR_FILE_LINE_TOO_LONG', status: 422, max: 256 * 1024, rowsSeen: 1 });
    expect(stallMs).toBeLessThan(1000);
    const cell = onDisk(`name;number\n${'y'.repeat(40_000)};5511\n`, 'cell.csv', 'text/csv');
    expect(await refusal(files.readTable(cell, { kinds: ['csv'] }))).toEqual({
      error: 'ERR_FILE_CELL_TOO_LONG',
      status: 422,
      max: 32_767,
      rowsSeen: 1,
    });
  }, 60_000);

  it('answers the row cap with the rows read', async () => {
    const file = onDisk(await declaredRangeXlsx(100), 'rows.xlsx');
    expect(await refusal(files.readTable(file, { kinds: ['xlsx'], limits: { maxRows: 10 } }))).toEqual({
      error: 'ERR_FILE_TOO_MANY_ROWS',
      status: 422,
      max: 10,
      rowsSeen: 10,
    });
  });

  it('kills a parse past its time and reads the next file with a fresh worker', async () => {
    const file = onDisk(await declaredRangeXlsx(60_000), 'slow.xlsx');
    const slow = await refusal(files.readTable(file, { kinds: ['xlsx'], limits: { timeoutMs: 300 } }));
    expect(slow).toMatchObject({ error: 'ERR_FILE_PARSE_TIMEOUT', status: 422, max: 300 });
    expect(slow.rowsSeen).toBeLessThan(60_001);
    const next = await files.readTable(onDisk(await declaredRangeXlsx(3), 'next.xlsx'), { kinds: ['xlsx'] });
    expect(next.rows).toHaveLength(4);
  }, 60_000);

  it('answers 422 when a parse needs more heap than its worker has', async () => {
    const small = new UntrustedFiles({ workers: 1, heapMb: 48 });
    try {
      // the small heap is enough to start the worker and read an ordinary sheet
      const fine = await small.readTable(onDisk(await declaredRangeXlsx(10), 'fine.xlsx'), {
        kinds: ['xlsx'],
      });
      expect(fine.rows).toHaveLength(11);
      // a million distinct 32-character shared strings: within the inflated cap, past the heap once cached
      const file = onDisk(await sharedStringsXlsx(1_000_000, 32), 'memory.xlsx');
      // the heap must be what stops it: on a loaded machine filling 48 MB took longer than the 20 s time cap
      const limits = { timeoutMs: 90_000 };
      expect(await refusal(small.readTable(file, { kinds: ['xlsx'], limits }))).toMatchObject({
        error: 'ERR_FILE_PARSE_MEMORY',
        status: 422,
        max: 48,
      });
      // and the next file gets a fresh worker
      expect(
        (await small.readTable(onDisk(await declaredRangeXlsx(2), 'next.xlsx'), { kinds: ['xlsx'] })).rows,
      ).toHaveLength(3);
    } finally {
      await small.stop();
    }
    // the time cap above, and making the file and the other two reads on a loaded machine
  }, 180_000);
});
