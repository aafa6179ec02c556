/** A cell quoted only when it must be: it holds the separator, a quote or a line break. */
const cell = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * A CSV as spreadsheet programs in Brazil open it: ';' between columns, '\r\n' between lines, and a UTF-8
 * byte-order mark first so accented names read right.
 */
export function csvText(lines: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `\uFEFF${lines.map((line) => line.map((v) => cell(String(v))).join(';')).join('\r\n')}\r\n`;
}

/** Hands the text to the browser as a download (a Blob behind a temporary <a download>). */
export function downloadCsv(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
