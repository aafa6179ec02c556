import { zipOf, type ZipEntry } from './zip-writer.js';

/**
 * The hostile files of issue 27, made on the spot (none is committed): each is small on the wire and was
 * built to make a naive reader spend seconds to minutes of the event loop, or all of its memory.
 */

const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** An .xlsx around one sheet part: what Excel needs to open it, and nothing else. */
function xlsxParts(sheet: ZipEntry['data'], declaredSize?: number, extra: ZipEntry[] = []): ZipEntry[] {
  return [
    {
      name: '[Content_Types].xml',
      data: `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `${xml}<workbook ${ns} xmlns:r="${rel}"><sheets><sheet name="Planilha1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    ...extra,
    {
      name: 'xl/worksheets/sheet1.xml',
      data: sheet,
      ...(declaredSize !== undefined ? { declaredSize } : {}),
    },
  ];
}

const text = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
const number = (ref: string, value: number) => `<c r="${ref}"><v>${value}</v></c>`;

/** `rows` contacts (a name and a number each) under a header, in a sheet that declares A1:XFD<rows+1>. */
export function declaredRangeXlsx(rows = 60_000): Promise<Buffer> {
  const lines = [`${xml}<worksheet ${ns}><dimension ref="A1:XFD${rows + 1}"/><sheetData>`];
  lines.push(`<row r="1">${text('A1', 'nome')}${text('B1', 'numero')}</row>`);
  for (let i = 2; i <= rows + 1; i++)
    lines.push(`<row r="${i}">${text(`A${i}`, `Pessoa ${i}`)}${number(`B${i}`, 5511900000000 + i)}</row>`);
  lines.push('</sheetData></worksheet>');
  return zipOf(xlsxParts(lines.join('')));
}

/**
 * A zip bomb: `megabytes` of spaces inside <sheetData> (a few hundred KB on the wire). With `lying`, the zip's
 * headers claim the sheet is 1 KB, so only a reader that counts what it inflates sees it.
 */
export function zipBombXlsx(megabytes = 300, opts: { lying?: boolean } = {}): Promise<Buffer> {
  const mb = Buffer.alloc(1024 * 1024, 0x20);
  const sheet = function* () {
    yield Buffer.from(
      `${xml}<worksheet ${ns}><sheetData><row r="1">${text('A1', 'nome')}${text('B1', 'numero')}</row>`,
    );
    for (let i = 0; i < megabytes; i++) yield mb;
    yield Buffer.from('</sheetData></worksheet>');
  };
  return zipOf(xlsxParts(sheet, opts.lying ? 1024 : undefined));
}

/** A header row whose last cell is in column XFD (16,384), above `rows` ordinary rows. */
export function farColumnXlsx(rows = 1000): Promise<Buffer> {
  const lines = [`${xml}<worksheet ${ns}><dimension ref="A1:XFD${rows + 1}"/><sheetData>`];
  lines.push(`<row r="1">${text('A1', 'name')}${text('B1', 'number')}${text('XFD1', 'x')}</row>`);
  for (let i = 2; i <= rows + 1; i++)
    lines.push(`<row r="${i}">${text(`A${i}`, `Pessoa ${i}`)}${number(`B${i}`, 5511900000000 + i)}</row>`);
  lines.push('</sheetData></worksheet>');
  return zipOf(xlsxParts(lines.join('')));
}

/** A CSV whose second line is one cell of `megabytes` MB. */
export function longLineCsv(megabytes = 5): Buffer {
  return Buffer.concat([
    Buffer.from('name;number\n'),
    Buffer.alloc(megabytes * 1024 * 1024, 'x'),
    Buffer.from('\nMaria;5511999990001\n'),
  ]);
}

/** `count` distinct shared strings of `length` characters and an empty sheet: large once a reader caches them. */
export function sharedStringsXlsx(count: number, length = 8): Promise<Buffer> {
  const strings = function* () {
    yield Buffer.from(`${xml}<sst ${ns} count="${count}" uniqueCount="${count}">`);
    for (let i = 0; i < count; i += 1000) {
      const batch: string[] = [];
      for (let j = i; j < Math.min(count, i + 1000); j++)
        batch.push(`<si><t>${String(j).padStart(length, 'n')}</t></si>`);
      yield Buffer.from(batch.join(''));
    }
    yield Buffer.from('</sst>');
  };
  return zipOf(
    xlsxParts(`${xml}<worksheet ${ns}><sheetData/></worksheet>`, undefined, [
      { name: 'xl/sharedStrings.xml', data: strings },
    ]),
  );
}
