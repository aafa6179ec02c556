/** A multipart body with one file under `file`; the `fields` go first, so the server reads them before it. */
export function fileBody(file: File, fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file);
  return body;
}
