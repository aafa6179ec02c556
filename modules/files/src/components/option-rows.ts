import type { FileOption } from '../api';

/** One option row of the dialog: its saved id (none yet for a new one), text, current file and a picked one. */
export interface OptionRow {
  key: string;
  id?: number;
  name: string;
  /** the file saved on the server, by name */
  path: string | null;
  file: File | null;
}

let nextKey = 0;
export const newRow = (): OptionRow => ({ key: `new-${++nextKey}`, name: '', path: null, file: null });
export const rowOf = (o: FileOption): OptionRow => ({
  key: `saved-${o.id}`,
  id: o.id,
  name: o.name,
  path: o.path,
  file: null,
});

/**
 * The saved option id of each row: a row that had one keeps it; the new rows take, in order, the options the
 * server added (it inserts them one by one in the order sent, so their ids rise in that order).
 */
export function savedIds(rows: OptionRow[], saved: FileOption[]): (number | undefined)[] {
  const sent = new Set(rows.flatMap((r) => (r.id ? [r.id] : [])));
  const added = saved.filter((o) => !sent.has(o.id)).sort((a, b) => a.id - b.id);
  let next = 0;
  return rows.map((r) => r.id ?? added[next++]?.id);
}
