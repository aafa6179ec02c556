import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '../support/per-file.js';
import { routeSpecOf } from '../../src/http/route.js';
import { productPlugins, startTenantKernel, type TenantKernel } from '../support/index.js';
import { fillPath, routeTable } from '../support/route-table.js';
import { rolePaths, type MatrixRole } from './role-matrix-records.js';

/**
 * Every route that names a permission, and the routes of issue 27's findings 4 and 7, called as each profile:
 * the table below says who may. A route naming a permission without an entry here fails the suite, so a new
 * one cannot ship unchecked; an entry for a route that no longer exists fails too.
 */
const companyAdmins: MatrixRole[] = ['admin', 'superUser', 'adminB'];
const superUsers: MatrixRole[] = ['superUser'];
/** tags:manage (spec §5) and reports:view (issue 30): a company's supervisors too */
const supervisorsAndAdmins: MatrixRole[] = ['supervisor', ...companyAdmins];

const mayCall: Record<string, MatrixRole[]> = {
  // core
  'GET /users': companyAdmins,
  'POST /users': companyAdmins,
  'DELETE /users/:id': companyAdmins,
  'PUT /settings/:key': companyAdmins,
  'POST /whatsapp': companyAdmins,
  'PUT /whatsapp/:id': companyAdmins,
  'DELETE /whatsapp/:id': companyAdmins,
  // the contacts plugin's list of a connection's 463 records
  'GET /whatsapp/:id/timelocks': companyAdmins,
  'POST /whatsappsession/:id': companyAdmins,
  'PUT /whatsappsession/:id': companyAdmins,
  'DELETE /whatsappsession/:id': companyAdmins,
  'GET /inbox/failed': companyAdmins,
  'POST /inbox/failed/retry': companyAdmins,
  'POST /inbox/failed/:id/retry': companyAdmins,
  'GET /companies': superUsers,
  'GET /companies/list': superUsers,
  'POST /companies': superUsers,
  'PUT /companies/:id': superUsers,
  'POST /companies/:id/advance-due-date': superUsers,
  'DELETE /companies/:id': superUsers,
  'POST /plans': superUsers,
  'PUT /plans/:id': superUsers,
  'DELETE /plans/:id': superUsers,
  'GET /jobs': superUsers,
  'GET /jobs/summary': superUsers,
  'POST /jobs/:id/retry': superUsers,
  'DELETE /jobs/:id': superUsers,
  // plugins
  'POST /helps': superUsers,
  'PUT /helps/:id': superUsers,
  'DELETE /helps/:id': superUsers,
  'POST /announcements': superUsers,
  'PUT /announcements/:id': superUsers,
  'DELETE /announcements/:id': superUsers,
  'POST /announcements/:id/media-upload': superUsers,
  'DELETE /announcements/:id/media-upload': superUsers,
  'PUT /queues/:queueId/auto-assign': companyAdmins,
  'GET /campaign-settings': companyAdmins,
  'POST /campaign-settings': companyAdmins,
  'DELETE /contacts/:id': companyAdmins,
  'GET /dashboard': companyAdmins,
  'GET /dashboard/ticketsDay': companyAdmins,
  'GET /dashboard/ticketsUsers': companyAdmins,
  'GET /reports': supervisorsAndAdmins,
  'POST /queueIntegration': companyAdmins,
  'PUT /queueIntegration/:id': companyAdmins,
  'DELETE /queueIntegration/:id': companyAdmins,
  'POST /prompt': companyAdmins,
  'PUT /prompt/:id': companyAdmins,
  'DELETE /prompt/:id': companyAdmins,
  'POST /queue': companyAdmins,
  'PUT /queue/:id': companyAdmins,
  'DELETE /queue/:id': companyAdmins,
  'POST /queue-options': companyAdmins,
  'PUT /queue-options/:id': companyAdmins,
  'DELETE /queue-options/:id': companyAdmins,
  'DELETE /tickets/:id': companyAdmins,
  'GET /ticket-notes': companyAdmins,
  'PUT /tags/:id': supervisorsAndAdmins,
  'DELETE /tags/:id': supervisorsAndAdmins,
  'POST /files': companyAdmins,
  'PUT /files/:id': companyAdmins,
  'POST /files/uploadList/:id': companyAdmins,
  'DELETE /files/:id': companyAdmins,
  // finding 4: campaigns and their audiences are the admin's (spec §6: admin pages; the menu shows them to admins)
  'POST /campaigns': companyAdmins,
  'PUT /campaigns/:id': companyAdmins,
  'DELETE /campaigns/:id': companyAdmins,
  'POST /campaigns/:id/cancel': companyAdmins,
  'POST /campaigns/:id/restart': companyAdmins,
  'POST /campaigns/:id/media-upload': companyAdmins,
  'DELETE /campaigns/:id/media-upload': companyAdmins,
  'POST /contact-lists': companyAdmins,
  'PUT /contact-lists/:id': companyAdmins,
  'DELETE /contact-lists/:id': companyAdmins,
  'POST /contact-lists/:id/upload': companyAdmins,
  'POST /contact-list-items': companyAdmins,
  'PUT /contact-list-items/:id': companyAdmins,
  'DELETE /contact-list-items/:id': companyAdmins,
  // issue 34: outbound event webhooks are the company admin's
  'GET /automations': companyAdmins,
  'GET /automations/catalog': companyAdmins,
  'GET /automations/:id': companyAdmins,
  'GET /automations/:id/runs': companyAdmins,
  'POST /automations': companyAdmins,
  'PUT /automations/:id': companyAdmins,
  'DELETE /automations/:id': companyAdmins,
  'GET /event-webhooks/events': companyAdmins,
  'GET /event-webhooks': companyAdmins,
  'GET /event-webhooks/:id': companyAdmins,
  'POST /event-webhooks': companyAdmins,
  'PUT /event-webhooks/:id': companyAdmins,
  'DELETE /event-webhooks/:id': companyAdmins,
  'GET /event-webhooks/:id/deliveries': companyAdmins,
  'POST /event-webhooks/deliveries/:id/replay': companyAdmins,
  // issue 34: the audit log is read by the company admin (their company) and the super user (every one)
  'GET /audit-logs': companyAdmins,
  'POST /whatsapp-cloud/:id/templates/sync': companyAdmins,
  'GET /sla-policies': companyAdmins,
  'GET /sla-policies/:id': companyAdmins,
  'POST /sla-policies': companyAdmins,
  'PUT /sla-policies/:id': companyAdmins,
  'DELETE /sla-policies/:id': companyAdmins,
  'GET /sla-report': companyAdmins,
  // finding 7: a Pix charge for the company's invoice
  'POST /subscription': companyAdmins,
};

const roles: MatrixRole[] = ['attendant', 'supervisor', 'adminB', 'superUser', 'admin'];
const k = kernelPerFile<TenantKernel<MatrixRole>>(
  async () => startTenantKernel({ plugins: await productPlugins(), as: roles }),
  120_000,
);
let paths: ReturnType<typeof rolePaths> extends Promise<infer P> ? P : never;

beforeAll(async () => {
  paths = await rolePaths(k);
}, 120_000);

/** method + path of every mounted route that names a permission */
function routesWithPermission(): string[] {
  const out: string[] = [];
  for (const router of k.t.kernel.routers)
    for (const layer of router.stack)
      if (routeSpecOf(layer.stack)?.permission)
        for (const m of layer.methods) if (m !== 'HEAD') out.push(`${m} ${String(layer.path)}`);
  return out;
}

describe('role matrix: routes', () => {
  it('has an entry for every route that names a permission, and none for a route that is gone', () => {
    const declared = routesWithPermission();
    expect(declared.filter((r) => !(r in mayCall))).toEqual([]);
    const mounted = new Set(routeTable(k.t.kernel).map((r) => `${r.method} ${r.path}`));
    expect(Object.keys(mayCall).filter((r) => !mounted.has(r))).toEqual([]);
  });

  it('lets each profile through exactly the routes the table gives it', async () => {
    const wrong: string[] = [];
    for (const [key, may] of Object.entries(mayCall)) {
      const [method, path] = key.split(' ') as [string, string];
      for (const role of roles) {
        const url = fillPath(path, paths.params(path));
        const body = method === 'GET' || method === 'DELETE' ? undefined : {};
        const res = await k[role].request(method, url, body);
        const refused = res.status === 403 && res.body?.error === 'ERR_NO_PERMISSION';
        // another company's admin never reaches company A's records, whatever their permissions
        const reachedA = role === 'adminB' && paths.addressesA(path) && res.status < 300;
        if (refused === may.includes(role) || reachedA)
          wrong.push(`${key} as ${role}: ${res.status} ${JSON.stringify(res.body?.error ?? '')}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
