/**
 * Reads the messages API's operation out of GET /openapi.json (the kernel builds it from the route's own zod
 * schemas), so this page documents what the server really takes and answers, never a copy that drifts.
 */

/** The path of the external messages API (spec §7). */
export const SEND_PATH = '/api/messages/send';

export interface Field {
  name: string;
  /** 'string', 'string | number', 'file', 'file[]' */
  type: string;
  required: boolean;
  description?: string;
  example?: unknown;
}

export interface Answer {
  status: string;
  /** the catalogue codes this status may carry */
  codes: string[];
}

export interface SendOperation {
  method: string;
  path: string;
  headers: Field[];
  json: Field[];
  multipart: Field[];
  answers: Answer[];
  /** the success answer's example */
  example: unknown;
  /** every code of the document: its status and English meaning */
  catalogue: Record<string, { status: number; meaning: string }>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an OpenAPI document, walked by key
type Json = Record<string, any>;

const typeOf = (schema: Json | undefined): string => {
  if (!schema) return 'string';
  if (schema.type === 'array') return `${typeOf(schema.items)}[]`;
  if (schema.format === 'binary') return 'file';
  return Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type ?? 'string');
};

const fieldOf = (name: string, schema: Json | undefined, required: boolean): Field => ({
  name,
  type: typeOf(schema),
  required,
  ...(schema?.description ? { description: String(schema.description) } : {}),
  ...(schema?.example !== undefined ? { example: schema.example } : {}),
});

function fieldsOf(schema: Json | undefined): Field[] {
  if (!schema?.properties) return [];
  const required: string[] = schema.required ?? [];
  return Object.entries<Json>(schema.properties).map(([name, s]) =>
    fieldOf(name, s, required.includes(name)),
  );
}

/** The operation of `path` (POST) in the document; undefined when the server does not serve it. */
export function sendOperation(doc: Json, path = SEND_PATH): SendOperation | undefined {
  const op: Json | undefined = doc?.paths?.[path]?.post;
  if (!op) return undefined;
  const content: Json = op.requestBody?.content ?? {};
  const ok: Json = op.responses?.['200'] ?? {};
  return {
    method: 'POST',
    path,
    headers: (op.parameters ?? [])
      .filter((p: Json) => p.in === 'header')
      .map((p: Json) => fieldOf(String(p.name), p.schema, Boolean(p.required))),
    json: fieldsOf(content['application/json']?.schema),
    multipart: fieldsOf(content['multipart/form-data']?.schema),
    answers: Object.entries<Json>(op.responses ?? {})
      .filter(([status]) => /^\d{3}$/.test(status))
      .map(([status, r]) => ({
        status,
        codes: [...String(r.description ?? '').matchAll(/`(ERR_[A-Z_]+)`/g)].map((m) => m[1]!),
      })),
    example: ok.content?.['application/json']?.schema?.example,
    catalogue: doc['x-error-catalogue'] ?? {},
  };
}

/** An example value of each field, as the document gives them (the request a curl example sends). */
export function exampleValues(fields: Field[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => f.example !== undefined).map((f) => [f.name, f.example]));
}
