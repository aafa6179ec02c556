/** Prints rows under their head in columns, the first `textColumns` left-aligned and the numbers right-aligned. */
export function printTable(head: string[], rows: string[][], textColumns = 1): void {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i >= textColumns ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  console.log(line(head));
  for (const r of rows) console.log(line(r));
}
