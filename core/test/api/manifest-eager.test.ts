import { describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import { definePlugin } from '../../src/plugins/define-plugin.js';
import { login } from '../support/index.js';

/**
 * Issue 30 item 10: the shell loads a remote when its screen is first shown; the manifest names the few it loads
 * at sign-in (a top-bar control, a menu badge) with `eager`.
 */
const popover = definePlugin({
  name: 'test-popover',
  setup() {},
  ui: { module: 'test-popover', routes: ['/test-popover'], eager: true },
});
const page = definePlugin({
  name: 'test-page',
  setup() {},
  ui: { module: 'test-page', routes: ['/test-page'] },
});

const { t, seed } = tenantKernelPerFile({ plugins: [popover, page] });

type Manifest = { modules: Array<{ name: string; eager?: boolean }> };
const eagerness = async (email: string) => {
  const { body } = await (await login(t, email)).get<Manifest>('/modules');
  return Object.fromEntries(body.modules.map((m) => [m.name, m.eager ?? false]));
};

describe('GET /modules', () => {
  it('marks the modules the shell loads at sign-in, and only those', async () => {
    const admin = await eagerness(seed.a.admin.email);
    expect(admin).toMatchObject({
      'test-popover': true,
      'test-page': false,
      connections: true,
      settings: false,
    });
    const user = await eagerness(seed.a.user.email);
    expect(user).toMatchObject({ 'test-popover': true, 'test-page': false });
    expect(user.connections).toBeUndefined();
  });
});
