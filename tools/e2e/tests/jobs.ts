import { expect, login, newPage, screenshot } from '../browser';
import type { E2ETest } from './types';

export const jobsTests: E2ETest[] = [
  {
    name: 'jobs (super): summary cards, a failed job retried from the table, a queued one cancelled',
    async run({ browser, env }) {
      const jobs = env.kernel.jobs;
      let runs = 0;
      jobs.define('e2e.invoice', async () => {
        runs++;
        if (runs === 1) throw new Error('Gateway de pagamento recusou: cartão expirado');
      });
      // nothing defines e2e.outbox, so it waits in the queue
      await jobs.now('e2e.outbox', { messageId: 1 });
      await jobs.now('e2e.invoice', { invoiceId: 2024 });

      const page = await newPage(browser, env.url);
      await login(page, env.superEmail);
      await page.goto('/jobs');
      await page.waitForSelector('[data-testid="jobs-page"]');
      const row = (name: string) => page.locator('tr', { hasText: name });

      // the failure shows up (the view refreshes on its own; the button makes it immediate)
      await page.click('[data-testid="jobs-card-failed"]');
      for (let i = 0; i < 20 && (await row('e2e.invoice').count()) === 0; i++) {
        await page.waitForTimeout(250);
        await page.getByRole('button', { name: 'Atualizar' }).click();
      }
      await row('e2e.invoice').getByText('Gateway de pagamento recusou: cartão expirado').waitFor();
      expect(
        (await page.textContent('[data-testid="jobs-count-failed"]'))?.trim() === '1',
        'one failure counted',
      );
      await screenshot(page, 'jobs-failed');

      await row('e2e.invoice').getByTestId('job-retry').click();
      await page.locator('.bp6-alert').getByRole('button', { name: 'Executar agora' }).click();
      await page.getByText('Rotina e2e.invoice enviada para execução.').waitFor();
      await page.getByTestId('jobs-filter').selectOption('completed');
      await row('e2e.invoice').getByText('Concluído').waitFor({ timeout: 10_000 });
      expect(runs === 2, `ran twice, got ${runs}`);

      await page.getByTestId('jobs-filter').selectOption('queued');
      await row('e2e.outbox').getByTestId('job-cancel').click();
      await page.locator('.bp6-alert').getByRole('button', { name: 'Remover da fila' }).click();
      await page.getByText('Rotina e2e.outbox cancelada.').waitFor();
      await row('e2e.outbox').waitFor({ state: 'detached' });
      expect((await jobs.list({ state: 'queued' })).count === 0, 'queued job removed from the store');
      await page.context().close();
    },
  },
];
