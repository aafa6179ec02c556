import { exampleValues, type SendOperation } from './openapi';

/** Text the reader fills in, in their language. */
export type Placeholders = Record<'token' | 'file', string>;

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function start(url: string, op: SendOperation, token: string): string[] {
  const lines = [`curl -X ${op.method} ${quote(url)}`, `  -H ${quote(`Authorization: Bearer ${token}`)}`];
  for (const h of op.headers)
    if (h.example !== undefined) lines.push(`  -H ${quote(`${h.name}: ${String(h.example)}`)}`);
  return lines;
}

/** The JSON send as curl, its body the document's examples of the JSON fields. */
export function curlJson(url: string, op: SendOperation, p: Placeholders): string {
  const lines = start(url, op, p.token);
  lines.push(`  -H ${quote('Content-Type: application/json')}`);
  lines.push(`  -d ${quote(JSON.stringify(exampleValues(op.json)))}`);
  return lines.join(' \\\n');
}

/** The multipart send as curl: each text field's example, and a file for each file field. */
export function curlMultipart(url: string, op: SendOperation, p: Placeholders): string {
  const lines = start(url, op, p.token);
  for (const f of op.multipart) {
    if (f.type.startsWith('file')) lines.push(`  -F ${quote(`${f.name}=@${p.file}`)}`);
    else if (f.example !== undefined) lines.push(`  -F ${quote(`${f.name}=${String(f.example)}`)}`);
  }
  return lines.join(' \\\n');
}
