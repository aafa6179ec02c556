import { beforeAll, describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import Router from '@koa/router';
import { Validator } from '@seriousme/openapi-schema-validator';
import { definePlugin } from '../../src/plugins/define-plugin.js';
import { route } from '../../src/http/route.js';
import type { ApiTokenGuard } from '../../src/auth/api-token.js';
import { kernelErrors } from '../../src/errors/error-catalogue.js';
import { versionAnswer } from '../../src/http/version.js';
import { jobDeleted, jobPage, jobSummary, jobView } from '../../src/jobs/job-schemas.js';
import { login } from '../support/index.js';
import { productPlugins } from '../support/product-declarations.js';
import { fillPath, routeTable, routesWithoutBody } from '../support/route-table.js';

/** GET /openapi.json documents every route the kernel and its plugins answer, and /api-docs renders it. */
const { t, seed } = tenantKernelPerFile(async () => ({ plugins: [...(await productPlugins()), probe] }));
/** the OpenAPI document, walked by key */
let doc: any;

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** a route behind the messages-API guard, declared without saying so: route() reads it off the guard */
let guard: ApiTokenGuard;
const probe = definePlugin({
  name: 'doc-probe',
  setup(k) {
    guard = k.apiToken;
    route(
      k.publicRouter,
      { method: 'get', path: '/api/doc-probe/whoami', summary: 'Who the token is' },
      k.apiToken(),
      (ctx) => {
        ctx.body = ctx.state.api;
      },
    );
  },
});

beforeAll(async () => {
  const res = await t.client().get('/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
});

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route of the route table, helps included', () => {
    const routes = routeTable(t.kernel);
    expect(routes.some((r) => r.path.startsWith('/helps'))).toBe(true);
    const missing = routes
      .filter((r) => !doc.paths[openApiPath(r.path)]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
  });

  it('gives every POST and PUT that reads a body its request body schema', () => {
    const routes = routeTable(t.kernel).filter(
      (r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && !routesWithoutBody.has(`${r.method} ${r.path}`),
    );
    expect(routes.length).toBeGreaterThan(10);
    const without = routes
      .filter((r) => {
        const op = doc.paths[openApiPath(r.path)][r.method.toLowerCase()];
        const schema = op.requestBody?.content?.['application/json']?.schema;
        return !schema || (!schema.properties && !schema.$ref && !schema.anyOf && !schema.allOf);
      })
      .map((r) => `${r.method} ${r.path}`);
    expect(without).toEqual([]);
    // the strict schema is documented; the lenient rule's echoes are named in the description
    const userBody = doc.paths['/users'].post.requestBody;
    expect(userBody.content['application/json'].schema.additionalProperties).toBe(false);
    expect(userBody.description).toContain('createdAt');
  });

  it('documents path and query parameters', () => {
    const params = doc.paths['/users/{id}'].put.parameters;
    expect(params).toContainEqual(expect.objectContaining({ in: 'path', name: 'id', required: true }));
    const query = doc.paths['/users'].get.parameters.map((p: { name: string }) => p.name);
    expect(query).toEqual(expect.arrayContaining(['searchParam', 'pageNumber']));
  });

  it('marks a bearer JWT on private routes and none on public ones, as they behave', async () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const anonymous = t.client();
    const wrong: string[] = [];
    for (const r of routeTable(t.kernel)) {
      const op = doc.paths[openApiPath(r.path)]?.[r.method.toLowerCase()];
      if (!op) continue; // missing routes fail the test above
      const needsToken =
        op.security.length > 0 && op.security.every((s: object) => 'bearerAuth' in s || 'apiToken' in s);
      const isPublic = op.security.length === 0;
      const body = r.method === 'GET' || r.method === 'DELETE' ? undefined : {};
      const res = await anonymous.request(
        r.method,
        fillPath(r.path, { id: 1, companyId: 1, key: 'x', ticketId: 1, tagId: 1, uuid: 'x', queueId: 1 }),
        body,
      );
      if (needsToken && res.status !== 401)
        wrong.push(`${r.method} ${r.path}: documented private, ${res.status}`);
      if (isPublic && res.status === 401) wrong.push(`${r.method} ${r.path}: documented public, 401`);
    }
    expect(wrong).toEqual([]);
    expect(doc.paths['/openapi.json'].get.security).toEqual([]);
    expect(doc.paths['/auth/login'].post.security).toEqual([]);
    expect(doc.paths['/helps'].get.security).toEqual([{ bearerAuth: [] }]);
  });

  it("marks the messages-API guard's routes with the connection-token scheme", async () => {
    expect(doc.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    const op = doc.paths['/api/doc-probe/whoami'].get;
    expect(op.security).toEqual([{ apiToken: [] }]);
    expect(op.responses['401']).toBeDefined();
    // a user's JWT is not such a token
    const user = await login(t, seed.a.admin.email);
    expect(await user.get('/api/doc-probe/whoami')).toMatchObject({
      status: 401,
      body: { error: 'ERR_INVALID_TOKEN' },
    });
    expect(() =>
      route(new Router(), { method: 'get', path: '/x', summary: 'x', auth: 'bearer' }, guard(), () => {}),
    ).toThrow(/declares auth 'bearer' but its guard is 'apiToken'/);
  });

  it('gives every operation the error shape, its code one of the catalogue, plugin codes included', () => {
    const errorRef = { $ref: '#/components/schemas/Error' };
    const without: string[] = [];
    for (const [path, item] of Object.entries<Record<string, any>>(doc.paths))
      for (const [method, op] of Object.entries<any>(item))
        if (op.responses?.default?.content?.['application/json']?.schema?.$ref !== errorRef.$ref)
          without.push(`${method.toUpperCase()} ${path}`);
    expect(without).toEqual([]);
    const error = doc.components.schemas.Error;
    const codes: string[] = error.properties.error.enum;
    expect(codes).toEqual(expect.arrayContaining([...Object.keys(kernelErrors), 'ERR_NO_HELP_FOUND']));
    expect(error.description).toContain('| `ERR_NO_HELP_FOUND` | 404 | No help video with this id |');
    expect(doc['x-error-catalogue'].ERR_OTHER_OPEN_TICKET).toMatchObject({ status: 409, whaticket: true });
    expect(doc['x-error-catalogue'].ERR_NO_HELP_FOUND).toEqual({
      status: 404,
      meaning: 'No help video with this id',
    });
  });

  it('documents the answers of the routes that declare one, and real answers fit them', async () => {
    const answer = (path: string, method = 'get') =>
      doc.paths[path][method].responses['200'].content['application/json'].schema;
    expect(answer('/version')).toMatchObject({ properties: { version: { type: 'string' } } });
    expect(answer('/jobs').properties.jobs.items).toEqual({ $ref: '#/components/schemas/Job' });
    expect(answer('/jobs/summary').properties).toHaveProperty('failed');
    expect(answer('/jobs/{id}/retry', 'post')).toEqual({ $ref: '#/components/schemas/Job' });
    expect(answer('/jobs/{id}', 'delete').properties).toHaveProperty('message');

    versionAnswer.parse((await t.client().get('/version')).body);
    const superUser = await login(t, seed.platform.admin.email);
    const companyId = seed.a.id;
    const later = await t.kernel.jobs.schedule(new Date(Date.now() + 3_600_000), 'doc.later', { companyId });
    const page = jobPage.parse((await superUser.get('/jobs')).body);
    expect(page.jobs.map((j) => j.id)).toContain(later);
    expect(jobSummary.parse((await superUser.get('/jobs/summary')).body).scheduled).toBeGreaterThan(0);
    const retried = jobView.parse((await superUser.post(`/jobs/${later}/retry`)).body);
    expect(retried).toMatchObject({ id: later, companyName: 'Empresa A' });
    jobDeleted.parse((await superUser.delete(`/jobs/${later}`)).body);
  });
});

describe('GET /api-docs', () => {
  it('leaves /openapi.json as JSON for a browser opening it, not the shell', async () => {
    const res = await fetch(`${t.url}/openapi.json`, { headers: { accept: 'text/html' } });
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(((await res.json()) as { openapi: string }).openapi).toMatch(/^3\.1\./);
  });

  it('answers a browser with an HTML page whose scripts and styles come from this server', async () => {
    const res = await fetch(`${t.url}/api-docs`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const asset of assets) {
      expect(asset, asset).toMatch(/^\/[^/]/);
      const file = await fetch(`${t.url}${asset}`);
      expect(file.status, asset).toBe(200);
      expect(file.headers.get('content-type'), asset).toMatch(/javascript|css|image/);
      expect((await file.arrayBuffer()).byteLength, asset).toBeGreaterThan(20);
    }
    // the page's initializer loads this server's document, and nothing from elsewhere
    const init = await (await fetch(`${t.url}/api-docs/init.js`)).text();
    expect(init).toContain("'/openapi.json'");
    expect(init).not.toMatch(/https?:\/\//);
  });
});
