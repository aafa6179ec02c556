import { beforeAll, describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import { definePlugin } from '../../src/plugins/define-plugin.js';
import { insertUser, login, startTestKernel } from '../support/index.js';

/**
 * Issue 27: a menu item, like a route, names the permission it needs, and the manifest shows it to the holders
 * of that permission only, with the plugin's own holders (here supervisors alone, which no profile list said).
 */
const reports = definePlugin({
  name: 'test-reports',
  declares: {
    permissions: [{ name: 'test-reports:view', description: 'See the reports', holders: ['supervisor'] }],
  },
  setup() {},
  ui: {
    module: 'test-reports',
    routes: ['/test-reports'],
    permission: 'test-reports:view',
    menu: [{ label: 'test-reports:menu', path: '/test-reports', permission: 'test-reports:view' }],
  },
});

const { t, seed } = tenantKernelPerFile({ plugins: [reports] });

beforeAll(async () => {
  await insertUser(t.kernel.knex, seed.a.id, { name: 'Sara', email: 'sara@a.test', profile: 'supervisor' });
});

type Manifest = { modules: Array<{ name: string; menu: Array<{ path: string }> }> };
const menuOf = async (email: string) => {
  const { body } = await (await login(t, email)).get<Manifest>('/modules');
  return body.modules.flatMap((m) => m.menu.map((i) => i.path));
};

describe('menu items by permission', () => {
  it("shows a plugin's item to its permission's holders only", async () => {
    expect(await menuOf('sara@a.test')).toContain('/test-reports');
    expect(await menuOf(seed.a.admin.email)).not.toContain('/test-reports');
    expect(await menuOf(seed.a.user.email)).not.toContain('/test-reports');
    // the super flag holds a permission only where 'super' is a holder
    expect(await menuOf(seed.platform.admin.email)).not.toContain('/test-reports');
  });

  it("gives a company's admin the users item (users:manage), and an attendant neither it nor settings", async () => {
    expect(await menuOf(seed.a.admin.email)).toEqual(
      expect.arrayContaining(['/users', '/settings', '/connections']),
    );
    const attendant = await menuOf(seed.a.user.email);
    for (const path of ['/users', '/settings', '/connections', '/jobs'])
      expect(attendant).not.toContain(path);
  });

  it('refuses to start when a menu item names a permission nobody declared', async () => {
    const typo = definePlugin({
      name: 'test-typo-menu',
      setup() {},
      ui: {
        module: 'typo',
        routes: ['/typo'],
        menu: [{ label: 'typo:menu', path: '/typo', permission: 'reports:veiw' }],
      },
    });
    await expect(startTestKernel({ plugins: [typo] })).rejects.toThrow(
      /menu item \/typo needs "reports:veiw"/,
    );
  });
});
