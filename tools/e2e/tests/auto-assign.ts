import { expectEqual, forEachLook, login, lookShot, newPage } from '../browser';
import { pageApi } from '../seed';
import type { E2ETest } from './types';

/** Issue 17: a queue's auto-assignment settings, set in the queue dialog and saved with the queue. */
export const autoAssignTests: E2ETest[] = [
  {
    name: 'auto-assign: the queue dialog turns it on with a capacity, and it is saved',
    async run({ browser, env }) {
      const page = await newPage(browser, env.url);
      await login(page, env.superEmail);
      const queue = await pageApi<{ id: number }>(page, 'POST', '/queue', {
        name: 'Plantão',
        color: '#8E24AA',
      });
      const before = await pageApi<{ autoAssign: boolean; maxOpenPerUser: number }>(
        page,
        'GET',
        `/queues/${queue.id}/auto-assign`,
      );
      expectEqual([before.autoAssign, before.maxOpenPerUser], [false, 10], 'off by default');

      await page.click('[data-menu-path="/queues"]');
      await page.waitForURL('**/queues');
      const row = page.locator('[data-testid="queues-page"] tbody tr', { hasText: 'Plantão' });
      await row.getByRole('button', { name: 'Editar' }).click();
      const fields = page.locator('[data-testid="queue-auto-assign"]');
      await fields.waitFor();
      await fields.getByText('Atribuir tickets automaticamente').click();
      await fields.locator('input[name="maxOpenPerUser"]').fill('25');
      await page.click('[data-testid="save-queue"]');
      await page.locator('[data-testid="queue-form"]').waitFor({ state: 'detached' });

      const saved = await pageApi<{ autoAssign: boolean; maxOpenPerUser: number }>(
        page,
        'GET',
        `/queues/${queue.id}/auto-assign`,
      );
      expectEqual([saved.autoAssign, saved.maxOpenPerUser], [true, 25], 'saved on the server');

      // opened again, the dialog shows what was saved
      await row.getByRole('button', { name: 'Editar' }).click();
      await fields.locator('input[name="maxOpenPerUser"]').waitFor();
      expectEqual(await fields.locator('input[name="maxOpenPerUser"]').inputValue(), '25', 'capacity shown');
      expectEqual(await fields.locator('input[type="checkbox"]').isChecked(), true, 'switch shown on');
      await page.context().close();

      await forEachLook(browser, env.url, env.superEmail, async (p, { width, dark }) => {
        await p.goto('/queues');
        await p
          .locator('[data-testid="queues-page"] tbody tr', { hasText: 'Plantão' })
          .getByRole('button', { name: 'Editar' })
          .click();
        const f = p.locator('[data-testid="queue-auto-assign"]');
        await f.waitFor();
        await f.scrollIntoViewIfNeeded();
        await lookShot(p, 'auto-assign', `queue-dialog-${dark ? 'dark' : 'light'}-${width}`);
      });
    },
  },
];
