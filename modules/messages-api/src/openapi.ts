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
  description: string;
  /** the catalogue codes this status may carry */
  codes: string[];
}

export interface SendOperation {
  method: string;
  path: string;
  summary: string;
  description: string;
  /** what the security scheme says the bearer is */
  auth: string;
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

function fieldsOf(schema: Json | undefined): Field[] {
  if (!schema?.properties) return [];
  const required: string[] = schema.required ?? [];
  return Object.entries<Json>(schema.properties).map(([name, s]) => ({
    name,
    type: typeOf(s),
    required: required.includes(name),
    ...(s.description ? { description: String(s.description) } : {}),
    ...(s.example !== undefined ? { example: s.example } : {}),
  }));
}

/** The operation of `path` (POST) in the document; undefined when the server does not serve it. */
export function sendOperation(doc: Json, path = SEND_PATH): SendOperation | undefined {
  const op: Json | undefined = doc?.paths?.[path]?.post;
  if (!op) return undefined;
  const content: Json = op.requestBody?.content ?? {};
  const scheme = Object.keys(op.security?.[0] ?? {})[0];
  const ok: Json = op.responses?.['200'] ?? {};
  return {
    method: 'POST',
    path,
    summary: String(op.summary ?? ''),
    description: String(op.description ?? ''),
    auth: String((scheme && doc.components?.securitySchemes?.[scheme]?.description) ?? ''),
    headers: (op.parameters ?? [])
      .filter((p: Json) => p.in === 'header')
      .map((p: Json) => ({
        name: String(p.name),
        type: typeOf(p.schema),
        required: Boolean(p.required),
        ...(p.schema?.description ? { description: String(p.schema.description) } : {}),
        ...(p.schema?.example !== undefined ? { example: p.schema.example } : {}),
      })),
    json: fieldsOf(content['application/json']?.schema),
    multipart: fieldsOf(content['multipart/form-data']?.schema),
    answers: Object.entries<Json>(op.responses ?? {})
      .filter(([status]) => /^\d{3}$/.test(status))
      .map(([status, r]) => ({
        status,
        description: String(r.description ?? ''),
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
