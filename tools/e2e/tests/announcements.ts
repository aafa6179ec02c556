import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, expectEqual, login, newPage, signedInAt } from '../browser';
import { insertCompany, waitFor } from '../seed';
import type { E2ETest } from './types';

const SHOTS = '/tmp/shots/announce';
const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};
/**
 * The other three looks of the page the test is on (dark 1366, light 400, dark 400), in the same signed-in tab:
 * a second sign-in of the same user would log this one out (spec §4).
 */
async function otherLooks(page: Page, each: (look: string) => Promise<void>) {
  for (const [look, width, colorScheme] of [
    ['dark-1366', 1366, 'dark'],
    ['light-400', 400, 'light'],
    ['dark-400', 400, 'dark'],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ colorScheme });
    await page.reload();
    await each(look);
  }
}
const row = (page: Page, text: string) => page.locator('tr', { hasText: text });
const popoverItem = (page: Page, text: string) =>
  page.locator('[data-testid="announcement-item"]', { hasText: text });

export const announcementsTests: E2ETest[] = [
  {
    name: "announcements: super creates one in the page; another company's attendant sees it live in the top bar",
    async run({ browser, env }) {
      const other = await insertCompany(env.kernel.knex, 'Informativos E2E Ltda', env.plans.full);
      // the attendant of another company, already on screen before the announcement exists
      const attendant = await newPage(browser, env.url);
      await login(attendant, other.user.email);
      const bell = attendant.locator('[data-testid="announcements-button"]');
      await bell.waitFor();
      expectEqual(await attendant.locator('[data-testid="announcements-badge"]').count(), 0, 'no badge yet');

      const page = await newPage(browser, env.url);
      await login(page, env.superEmail);
      // an image for the announcement: a slice of the screen itself
      const banner = await page.screenshot({ clip: { x: 0, y: 0, width: 360, height: 120 } });
      await page.click('[data-menu-path="/announcements"]');
      await page.waitForURL('**/announcements');
      await page.locator('[data-testid="add-announcement"]').click();
      const form = page.locator('[data-testid="announcement-form"]');
      // spec §5: title and text required
      await form.locator('[data-testid="announcement-submit"]').click();
      expectEqual(await form.getByText('Obrigatório').count(), 2, "'Obrigatório' under title and text");
      expectEqual(await form.locator('#an-priority').inputValue(), '3', 'priority Baixa by default');
      await form.locator('input[name="title"]').fill('Manutenção programada');
      await form.locator('textarea[name="text"]').fill('O sistema ficará fora do ar sábado, das 22h às 23h.');
      await form.locator('#an-priority').selectOption('1');
      await form
        .locator('#an-file')
        .setInputFiles({ name: 'aviso manutenção.png', mimeType: 'image/png', buffer: banner });
      await page.waitForTimeout(400);
      await shot(page, 'dialog-light-1366');
      await form.locator('[data-testid="announcement-submit"]').click();
      await page.getByText('Informativo salvo com sucesso!').waitFor();
      const listed = row(page, 'Manutenção programada');
      await listed.waitFor();
      expectEqual(
        await listed.locator('[data-testid="announcement-priority"]').getAttribute('data-priority'),
        '1',
        'Alta in the list',
      );
      await listed.getByText('aviso_manutenção.png').waitFor();
      await listed.getByText('Ativo').waitFor();

      // live in the other company's top bar, no reload: an Alta one opens the popover by itself, with its image
      const item = popoverItem(attendant, 'Manutenção programada');
      await item.waitFor();
      await item.getByText('O sistema ficará fora do ar sábado, das 22h às 23h.').waitFor();
      expectEqual(
        await item.locator('[data-testid="announcement-priority"]').getAttribute('data-priority'),
        '1',
        'Alta in the popover',
      );
      await waitFor('the image to load', () =>
        item.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      );
      await shot(attendant, 'popover-light-1366');
      // opened: seen, so no badge; the bell closes it
      await attendant.locator('[data-testid="announcements-badge"]').waitFor({ state: 'detached' });
      await bell.click();
      await attendant.locator('[data-testid="announcements-popover"]').waitFor({ state: 'detached' });

      // a second one, Média, then the first taken down (Inativo): the popover follows both live
      await page.locator('[data-testid="add-announcement"]').click();
      await form.locator('input[name="title"]').fill('Novo horário de atendimento');
      await form.locator('textarea[name="text"]').fill('A partir de segunda, das 8h às 18h.');
      await form.locator('#an-priority').selectOption('2');
      await form.locator('[data-testid="announcement-submit"]').click();
      await row(page, 'Novo horário de atendimento').waitFor();
      // a Média one only counts on the bell
      await attendant.locator('[data-testid="announcements-badge"]').getByText('1').waitFor();
      expectEqual(
        await attendant.locator('[data-testid="announcements-popover"]').count(),
        0,
        'Média stays shut',
      );
      await listed.locator('button[aria-label]').first().click();
      await form.locator('#an-status').selectOption('false');
      await form.locator('[data-testid="announcement-submit"]').click();
      await listed.getByText('Inativo').waitFor();
      await bell.click();
      await popoverItem(attendant, 'Novo horário de atendimento').waitFor();
      await popoverItem(attendant, 'Manutenção programada').waitFor({ state: 'detached' });
      await attendant.keyboard.press('Escape');

      // spec §6: the page is the super user's; anyone else gets the error toast and goes to / after 1 s
      await attendant.goto('/announcements');
      await attendant
        .getByText('Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.')
        .waitFor();
      await attendant.waitForURL((url) => url.pathname === '/', { timeout: 5000 });
      expect(
        (await page.locator('[data-menu-path="/announcements"]').count()) === 1 &&
          (await attendant.locator('[data-menu-path="/announcements"]').count()) === 0,
        'the menu item is the super user’s only',
      );
      await shot(page, 'list-light-1366');

      await page.keyboard.press('Escape');
      await otherLooks(page, async (look) => {
        await row(page, 'Manutenção programada').waitFor();
        await shot(page, `list-${look}`);
        await page.locator('[data-testid="announcements-button"]').click();
        await popoverItem(page, 'Novo horário de atendimento').waitFor();
        await shot(page, `popover-${look}`);
        await page.keyboard.press('Escape');
        await row(page, 'Manutenção programada').locator('button[aria-label]').first().click();
        await page.locator('[data-testid="announcement-image-current"]').waitFor();
        await shot(page, `dialog-${look}`);
      });
      await attendant.context().close();
      await page.context().close();
    },
  },
  {
    name: 'todo: the super user adds tasks that survive a reload; empty text is ignored',
    async run({ browser, env }) {
      const page = await signedInAt(browser, env.url, env.superEmail, '/todolist');
      const input = page.locator('[data-testid="todo-input"]');
      const items = page.locator('[data-testid="todo-item"]');
      await input.fill('Ligar para o fornecedor');
      await input.press('Enter');
      await input.fill('   ');
      await page.locator('[data-testid="todo-submit"]').click();
      await input.fill('Revisar as campanhas da semana');
      await page.locator('[data-testid="todo-submit"]').click();
      await items.nth(1).waitFor();
      await page.reload();
      await items.nth(1).waitFor();
      const texts = () => page.locator('.todo-item__text').allTextContents();
      expectEqual(
        await texts(),
        ['Ligar para o fornecedor', 'Revisar as campanhas da semana'],
        'kept after a reload',
      );
      // edit, then delete
      await items.first().locator('button[aria-label]').first().click();
      await input.fill('Ligar para o fornecedor de papel');
      await page.locator('[data-testid="todo-submit"]').click();
      await items.first().getByText('Ligar para o fornecedor de papel').waitFor();
      await shot(page, 'todo-light-1366');
      await items.nth(1).locator('button[aria-label]').last().click();
      await waitFor('the task to go', async () => (await items.count()) === 1);
      await page.reload();
      await items.first().waitFor();
      expectEqual(await texts(), ['Ligar para o fornecedor de papel'], 'the delete kept too');
      await input.fill('Conferir as faturas');
      await input.press('Enter');
      await otherLooks(page, async (look) => {
        await items.nth(1).waitFor();
        await shot(page, `todo-${look}`);
      });
      await page.context().close();
    },
  },
];
