import type Router from '@koa/router';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import type { AppState } from '../state.js';
import { lenientRuleOf } from '../lenient-body.js';
import { routeSpecOf, type RouteAuth, type RouteSpec } from '../route.js';
import { errorCatalogue } from '../../errors/error-registry.js';
import type { ErrorInfo } from '../../errors/error-catalogue.js';

/** What errors/error-middleware.ts answers; `error` is one of the catalogue's codes, listed in the description. */
function errorSchema(catalogue: ReadonlyMap<string, ErrorInfo>) {
  const codes = [...catalogue.keys()] as [string, ...string[]];
  const rows = [...catalogue].map(
    ([code, e]) =>
      `| \`${code}\` | ${e.status} | ${e.meaning.replaceAll('|', '\\|')}${e.whaticket ? ' (spec §8)' : ''} |`,
  );
  return z
    .object({
      error: z.enum(codes).meta({ example: 'ERR_VALIDATION' }),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .meta({ description: 'ERR_VALIDATION: each invalid field and its message' }),
      retryAfter: z.int().optional().meta({ description: '429: seconds to wait (also in Retry-After)' }),
    })
    .meta({
      id: 'Error',
      description: [
        'Every error answer. The codes (also in `x-error-catalogue` at the root of this document):',
        '',
        '| code | status | meaning |',
        '| --- | --- | --- |',
        ...rows,
      ].join('\n'),
    });
}

/** where a route declares no answer: some JSON object or list */
const anyJson = z.unknown().meta({ description: 'JSON' });

const security: Record<RouteAuth, Array<Record<string, string[]>>> = {
  bearer: [{ bearerAuth: [] }],
  // an empty list overrides nothing and requires nothing: the route is public
  public: [],
  optional: [{}, { bearerAuth: [] }],
  refresh: [{ refreshCookie: [] }],
  apiToken: [{ apiToken: [] }],
};

/** Path parameters no route declared: ids are positive integers (idParam), the rest strings. */
function defaultParams(names: string[]) {
  if (!names.length) return undefined;
  return z.object(
    Object.fromEntries(
      names.map((n) => [n, n === 'id' || n.endsWith('Id') ? z.int().positive() : z.string()]),
    ),
  );
}

function bodyDescription(body: z.ZodType): string | undefined {
  const rule = lenientRuleOf(body);
  if (!rule) return undefined;
  const parts = ['Lenient body (docs/compatibility.md): the schema is what is used.'];
  if (rule.echoes?.length) parts.push(`Also accepted and ignored: ${rule.echoes.join(', ')}, own companyId.`);
  const aliases = Object.entries(rule.aliases ?? {});
  if (aliases.length) parts.push(`Client names: ${aliases.map(([a, b]) => `${a} → ${b}`).join(', ')}.`);
  return parts.join(' ');
}

/** The codes a route names, grouped by the status the catalogue gives each (unknown codes are left out). */
function codesByStatus(codes: string[], catalogue: ReadonlyMap<string, ErrorInfo>): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const code of codes) {
    const info = catalogue.get(code);
    if (info) out.set(info.status, [...(out.get(info.status) ?? []), code]);
  }
  return out;
}

function operation(
  spec: RouteSpec,
  paramNames: string[],
  tag: string,
  errorBody: z.ZodType,
  catalogue: ReadonlyMap<string, ErrorInfo>,
): ZodOpenApiOperationObject {
  const auth = spec.auth ?? 'bearer';
  const responses: ZodOpenApiOperationObject['responses'] = {
    [String(spec.status ?? 200)]: {
      description: 'OK',
      content: { [spec.contentType ?? 'application/json']: { schema: spec.response ?? anyJson } },
    },
  };
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: errorBody } },
  });
  if (spec.body || spec.query) responses['400'] = error('Invalid body or query');
  if (auth === 'bearer' || auth === 'refresh') responses['401'] = error('No session');
  if (auth === 'apiToken') responses['401'] = error("No token, or not a connection's token");
  if (auth !== 'public')
    responses['403'] = error(
      spec.permission
        ? `Expired token, or not allowed (needs \`${spec.permission}\`)`
        : 'Expired token, or not allowed',
    );
  if (paramNames.length) responses['404'] = error('Not found');
  // the codes the route itself names, under their statuses (after the generic ones, whose text they extend)
  const byStatus = responses as Record<string, { description?: string }>;
  for (const [status, codes] of codesByStatus(spec.errors ?? [], catalogue)) {
    const before = byStatus[String(status)]?.description;
    const named = codes.map((c) => `\`${c}\``).join(', ');
    byStatus[String(status)] = error(before ? `${before}; ${named}` : named);
  }
  // any operation may answer another code of the catalogue (429, 500…): the same shape
  responses.default = error('Any other error');
  const path = spec.params ?? defaultParams(paramNames);
  return {
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    tags: spec.tags ?? [tag],
    security: security[auth],
    requestParams: {
      ...(path ? { path } : {}),
      ...(spec.query ? { query: spec.query } : {}),
      ...(spec.headers ? { header: spec.headers } : {}),
    },
    ...(spec.body
      ? {
          requestBody: {
            required: true,
            description: bodyDescription(spec.body),
            content: {
              'application/json': { schema: spec.body },
              ...(spec.multipart ? { 'multipart/form-data': { schema: spec.multipart } } : {}),
            },
          },
        }
      : {}),
    responses,
    ...(spec.errors?.length ? { 'x-error-codes': spec.errors } : {}),
    // the permission named in core/src/auth/permissions; docs/security.md has who holds it by default
    ...(spec.permission ? { 'x-permission': spec.permission } : {}),
  };
}

export interface BuiltDocument {
  document: ReturnType<typeof createDocument>;
  /** routes mounted without a spec (registered with router.get… rather than route()) */
  undeclared: string[];
}

/** One OpenAPI 3.1 document for every route of `routers`, from the specs their routes declared. */
export function buildOpenApi(routers: readonly Router<AppState>[], version: string): BuiltDocument {
  const paths: ZodOpenApiPathsObject = {};
  const catalogue = errorCatalogue();
  const errorBody = errorSchema(catalogue);
  const undeclared: string[] = [];
  for (const router of routers)
    for (const layer of router.stack) {
      const koaPath = String(layer.path);
      if (!koaPath.startsWith('/')) continue;
      for (const method of layer.methods) {
        if (method === 'HEAD') continue;
        const spec = routeSpecOf(layer.stack);
        if (!spec) {
          undeclared.push(`${method} ${koaPath}`);
          continue;
        }
        const paramNames = [...koaPath.matchAll(/:(\w+)/g)].map((m) => m[1]!);
        const path = koaPath.replace(/:(\w+)/g, '{$1}');
        // untagged routes are grouped by their first path segment (/plans, /whatsapp)
        const op = operation(spec, paramNames, koaPath.split('/')[1] || 'api', errorBody, catalogue);
        paths[path] = { ...paths[path], [method.toLowerCase()]: op };
      }
    }
  const document = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Balcão API',
      version,
      description:
        "Whaticket's wire contract (paths without an /api prefix); docs/compatibility.md lists each route.",
    },
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        refreshCookie: { type: 'apiKey', in: 'cookie', name: 'jrt' },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          description: "A connection's 32-character token (the messages API), not a user's JWT",
        },
      },
    },
    paths,
    'x-error-catalogue': Object.fromEntries(catalogue),
  });
  return { document, undeclared };
}
