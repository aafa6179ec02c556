import { utils, write } from '@e965/xlsx';

/** The example file the items page offers: the three columns Whaticket reads, and two people. */
export function exampleSheet(): Buffer {
  const sheet = utils.aoa_to_sheet([
    ['nome', 'numero', 'email'],
    ['Maria Silva', '5511999990001', 'maria@exemplo.com.br'],
    ['João Souza', '5521988880002', ''],
  ]);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Contatos');
  return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
