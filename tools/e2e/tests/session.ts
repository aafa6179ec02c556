import type { Page } from 'playwright-core';
import { E2E_WAIT_MS, expect, login, lookShot, lookViewports, newPage } from '../browser';
import { startE2EKernel } from '../kernel';
import { apiAs, connectSim, waitFor } from '../seed';
import type { E2ETest } from './types';

/** The toast of spec §4, then what the login screen keeps saying. */
const FORCED_PT = 'Sua conta foi acessada em outro computador.';
const ENDED_PT = 'Sua sessão foi encerrada porque esta conta entrou em outro dispositivo.';

/** Marks the page's window: a reload (or any navigation that rebuilds the page) loses the mark. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
const kept = (page: Page) => page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept === true);

export const sessionTests: E2ETest[] = [
  {
    name: 'session: signing in elsewhere shows a clear message and the login screen; a reload stays out',
    async run({ browser, env }) {
      const views = process.env.E2E_SHOTS ? lookViewports : lookViewports.slice(0, 1);
      const attendant = await env.kernel.knex('users').where({ email: env.attendantEmail }).first('id');
      for (const [width, dark] of views) {
        const old = await newPage(browser, env.url, { width, dark, height: width < 600 ? 800 : 768 });
        await login(old, env.attendantEmail);
        // a tab open since the morning was loaded with its stored token, which it fell back to when cleared
        await old.reload();
        await old.waitForSelector('[data-testid="layout"]');
        await mark(old);
        // the old tab's socket is connected before anyone signs in elsewhere
        await waitFor('the old tab socket', async () => {
          const sockets = await env.kernel.io.fetchSockets();
          return sockets.some((s) => s.data.user?.claims?.sid && s.data.user.id === attendant.id);
        });
        // the toast lasts 2 s: watched from before the sign-in elsewhere, which a loaded machine takes longer for
        const toast = old.getByText(FORCED_PT).first().waitFor({ timeout: E2E_WAIT_MS });
        toast.catch(() => undefined); // awaited below; a failed sign-in must not leave it unhandled
        const elsewhere = await newPage(browser, env.url, { width, dark });
        await login(elsewhere, env.attendantEmail);

        await toast;
        const notice = old.getByTestId('signed-out-notice');
        await notice.waitFor();
        expect(
          (await notice.textContent())?.includes(ENDED_PT),
          `the notice says why: ${await notice.textContent()}`,
        );
        expect(old.url().endsWith('/login'), `the old tab is on the login screen: ${old.url()}`);
        await old.locator('input[name="email"]').waitFor();
        const text = (await old.textContent('body')) ?? '';
        expect(!text.includes('Olá, !'), 'no empty welcome line');
        expect(await kept(old), 'the old tab was not reloaded to get there');
        await lookShot(old, 'session', `forced-logout-${width}-${dark ? 'dark' : 'light'}`);

        // the old browser's refresh cookie was revoked: a reload asks for the password again, still saying why
        await old.reload();
        await old.locator('input[name="email"]').waitFor();
        await old.waitForTimeout(500);
        expect(old.url().endsWith('/login'), `a reload stays signed out: ${old.url()}`);
        expect(
          (await old.getByTestId('signed-out-notice').textContent())?.includes(ENDED_PT),
          'the reloaded login screen says why',
        );
        expect(
          !(await old.evaluate(() => localStorage.getItem('token'))),
          'no token left in the old browser',
        );
        // the new session is untouched
        await elsewhere.reload();
        await elsewhere.waitForSelector('[data-testid="layout"]');
        expect(elsewhere.url().endsWith('/tickets'), `the new session stays: ${elsewhere.url()}`);
        await old.context().close();
        await elsewhere.context().close();
      }
    },
  },
  {
    name: 'session: a tab closed before a sign-in elsewhere, opened again, stays out and says why',
    async run({ browser, env }) {
      const closed = await newPage(browser, env.url);
      await login(closed, env.attendantEmail);
      const context = closed.context();
      // the tab is gone (and its socket with it) but its browser keeps the token and the cookie
      await closed.close();
      const elsewhere = await newPage(browser, env.url);
      await login(elsewhere, env.attendantEmail);

      // its access token would still pass for a few minutes: the refused refresh's reason keeps it out
      const reopened = await context.newPage();
      reopened.setDefaultTimeout(E2E_WAIT_MS);
      await reopened.goto('/tickets');
      const notice = reopened.getByTestId('signed-out-notice');
      await notice.waitFor();
      expect(
        (await notice.textContent())?.includes(ENDED_PT),
        `the notice says why: ${await notice.textContent()}`,
      );
      expect(reopened.url().endsWith('/login'), `the reopened tab is on the login screen: ${reopened.url()}`);
      expect((await reopened.locator('[data-testid="layout"]').count()) === 0, 'no signed-in layout');
      await context.close();
      await elsewhere.context().close();
    },
  },
  {
    name: 'session: two tabs of one user across two token expiries keep their drafts and stay live',
    async run({ browser }) {
      // a kernel of its own whose access tokens last 4 s
      const env = await startE2EKernel({ JWT_EXPIRES_IN: '4s' });
      try {
        const { api, user } = await apiAs(env, env.superEmail);
        const connectionId = await connectSim(env, api, { name: 'Sessão E2E' });
        const sim = env.kernel.channels.sim!;
        const from = { number: '5511912340000', name: 'Rita Cliente' };
        sim.contactSends(String(connectionId), { from, type: 'text', body: 'Bom dia!' });
        const ticket = await waitFor(
          'the ticket',
          () =>
            env.kernel.knex('tickets').where({ whatsappId: connectionId }).first('id', 'uuid') as Promise<
              { id: number; uuid: string } | undefined
            >,
        );
        await env.kernel.knex('tickets').where({ id: ticket.id }).update({ status: 'open', userId: user.id });

        const one = await newPage(browser, env.url);
        await login(one, env.superEmail);
        const two = await one.context().newPage();
        two.setDefaultTimeout(E2E_WAIT_MS);
        const drafts: Array<[Page, string]> = [
          [one, 'Olá Rita, já verifico o seu pe'],
          [two, 'Rascunho da segunda aba'],
        ];
        for (const [page, draft] of drafts) {
          await page.goto(`/tickets/${ticket.uuid}`);
          const input = page.getByTestId('composer-input');
          // the first visit loads the tickets remote: slow on a loaded machine, and not what this test is about
          await input.waitFor({ timeout: 30_000 });
          await input.fill(draft);
          await mark(page);
        }
        const navigations = [0, 0];
        one.on('framenavigated', (f) => f === one.mainFrame() && navigations[0]!++);
        two.on('framenavigated', (f) => f === two.mainFrame() && navigations[1]!++);

        // two expiries pass with both tabs idle
        await one.waitForTimeout(9_000);

        // the sockets are still in their rooms: a message from the customer shows in both tabs
        sim.contactSends(String(connectionId), { from, type: 'text', body: 'Alguma novidade?' });
        for (const [page] of drafts)
          await page.getByText('Alguma novidade?').first().waitFor({ timeout: 8000 });
        for (const [index, [page, draft]] of drafts.entries()) {
          expect(await kept(page), `tab ${index + 1} was not reloaded`);
          expect(navigations[index] === 0, `tab ${index + 1} navigated ${navigations[index]} times`);
          expect(page.url().endsWith(`/tickets/${ticket.uuid}`), `tab ${index + 1} stays: ${page.url()}`);
          const value = await page.getByTestId('composer-input').inputValue();
          expect(value === draft, `tab ${index + 1} keeps its draft: "${value}"`);
        }
        // the first tab finishes and sends: its expired token is refreshed on the 403 and the reply goes out
        await one.getByTestId('composer-input').fill(`${drafts[0]![1]}dido.`);
        await one.getByTestId('composer-send').click();
        await waitFor('the reply stored', () =>
          env.kernel.knex('messages').where({ ticketId: ticket.id, fromMe: true }).first('body'),
        );
        expect(await kept(one), 'sending did not reload the tab');
        await one.context().close();
      } finally {
        await env.stop();
      }
    },
  },
];
