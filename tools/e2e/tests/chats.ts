import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { expect, expectEqual, login, newPage } from '../browser';
import type { E2EKernel } from '../kernel';
import { apiAs, insertCompany, insertUser, waitFor } from '../seed';
import type { E2ETest } from './types';

const SHOTS = '/tmp/shots/chats';
const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};
const menuDot = (page: Page) => page.locator('[data-menu-path="/chats"] [data-testid="menu-badge"]');
const topBadge = (page: Page) => page.locator('[data-testid="chat-popover-badge"]');
const message = (page: Page, text: string) => page.locator('[data-testid="chat-message"]', { hasText: text });

async function send(page: Page, text: string) {
  const input = page.locator('[data-testid="chat-input"]');
  await input.fill(text);
  // on the input itself: a dialog still closing may hold the page's focus for a moment
  await input.press('Enter');
  // the composer empties once the server took the message (a refused one stays, spec §8 swallows the error)
  await waitFor(`the composer to send "${text}"`, async () => (await input.inputValue()) === '');
}

/** The screen in each theme and width, signed in once as `email`, on `path`; both tabs when narrow; `check` once. */
async function shots(
  browser: Browser,
  env: E2EKernel,
  email: string,
  path: string,
  name: string,
  check: (page: Page) => Promise<void>,
) {
  const p = await newPage(browser, env.url);
  await login(p, email);
  for (const [suffix, width, colorScheme] of [
    ['light-1366', 1366, 'light'],
    ['dark-1366', 1366, 'dark'],
    ['light-400', 400, 'light'],
    ['dark-400', 400, 'dark'],
  ] as const) {
    await p.setViewportSize({ width, height: 800 });
    await p.emulateMedia({ colorScheme });
    await p.goto(path);
    await p.locator('[data-testid="chat-message"]').first().waitFor();
    if (width === 400) {
      await shot(p, `${name}-messages-${suffix}`);
      await p.getByRole('tab', { name: 'Chats' }).click();
      await p.locator('[data-testid="chat-item"]').first().waitFor();
      await shot(p, `${name}-chats-${suffix}`);
    } else await shot(p, `${name}-${suffix}`);
    if (suffix === 'light-1366') await check(p);
  }
  await p.context().close();
}

export const chatsTests: E2ETest[] = [
  {
    name: 'chats: two attendants chat live; the unread dot and badge show and clear when the chat opens',
    async run({ browser, env }) {
      const knex = env.kernel.knex;
      const company = await insertCompany(knex, 'Equipe Chat Ltda', env.plans.full);
      const alice = { email: 'alice@equipechat.test', name: 'Alice Andrade' };
      const bruno = { email: 'bruno@equipechat.test', name: 'Bruno Barros' };
      await insertUser(knex, company.id, alice);
      await insertUser(knex, company.id, bruno);

      const a = await newPage(browser, env.url);
      const b = await newPage(browser, env.url);
      await login(a, alice.email);
      await login(b, bruno.email);
      await a.click('[data-menu-path="/chats"]');
      await a.waitForURL('**/chats');

      // the dialog: the spec's messages first, then a chat with Bruno
      await a.locator('[data-testid="chat-new"]').click();
      await a.locator('[data-testid="chat-save"]').click();
      await a.getByText('Por favor, preencha o título da conversa.').waitFor();
      await a.getByText('Por favor, selecione pelo menos um usuário.').waitFor();
      await a.locator('[data-testid="chat-title"]').fill('Plantão de sábado');
      await a.locator('[data-testid="chat-user-option"]', { hasText: bruno.name }).click();
      await shot(a, 'dialog-light-1366');
      await a.locator('[data-testid="chat-save"]').click();
      await a.waitForURL(/\/chats\/[0-9a-f-]{36}$/);
      const uuid = a.url().split('/').pop()!;
      await a.locator('[data-testid="chat-panel-title"]', { hasText: 'Plantão de sábado' }).waitFor();
      // the closed dialog gives the focus back to "Nova conversa" only if nothing took it meanwhile: the composer,
      // clicked at once, keeps it past the closing animation (an Enter used to land on the button and reopen it)
      await a.locator('[data-testid="chat-input"]').click();
      await a.waitForTimeout(500);
      expectEqual(
        await a.evaluate(() => document.activeElement?.getAttribute('data-testid')),
        'chat-input',
        'the focus left in the composer',
      );

      // Alice writes (Enter sends); Bruno, elsewhere, gets the side-menu dot and the top-bar count
      expectEqual(await menuDot(b).count(), 0, 'no dot before any message');
      await send(a, 'Bom dia! Quem cobre o sábado?');
      await message(a, 'Bom dia! Quem cobre o sábado?').waitFor();
      await menuDot(b).waitFor();
      expectEqual(await menuDot(b).textContent(), '•', 'the dot on Chat Interno');
      await topBadge(b).waitFor();
      expectEqual(await topBadge(b).textContent(), '1', 'one unread message on the top-bar icon');
      await send(a, 'Preciso de alguém das 8h às 12h.');
      // sent first (seen in Alice's thread), so a count that stays at 1 is the badge's fault, not the send's
      await message(a, 'Preciso de alguém das 8h às 12h.').waitFor();
      await waitFor('two unread messages', async () => (await topBadge(b).textContent()) === '2', 20_000);

      // the popover lists the chat; a click opens it, which resets the dot, the count and the chat's badge
      await b.locator('[data-testid="chat-popover-button"]').click();
      const item = b.locator(`[data-testid="chat-popover-item"][data-chat="${uuid}"]`);
      await item.waitFor();
      await shot(b, 'popover-light-1366');
      await item.click();
      await b.waitForURL(`**/chats/${uuid}`);
      await message(b, 'Preciso de alguém das 8h às 12h.').waitFor();
      await menuDot(b).waitFor({ state: 'detached' });
      await topBadge(b).waitFor({ state: 'detached' });
      expectEqual(await b.locator('[data-testid="chat-unread"]').count(), 0, 'no unread badge in the list');
      const stored = await knex('chat_users')
        .join('users', 'users.id', 'chat_users.user_id')
        .where('users.email', bruno.email)
        .first('unreads');
      expectEqual(Number(stored.unreads), 0, "Bruno's unread count stored");

      // both sides live while the chat is open: no dot for the one reading
      await send(b, 'Eu cubro, Alice.');
      await message(a, 'Eu cubro, Alice.').waitFor();
      await send(a, 'Obrigada, Bruno!');
      await message(b, 'Obrigada, Bruno!').waitFor();
      await b.waitForTimeout(500);
      expectEqual(await menuDot(b).count(), 0, 'no dot while Bruno reads the chat');
      expectEqual(await menuDot(a).count(), 0, 'no dot while Alice reads the chat');
      expect(
        (await b.locator('[data-testid="chat-message"][data-mine="true"]').count()) === 1,
        "Bruno's own message on his side",
      );
      // only the owner sees edit and delete
      expectEqual(await b.locator('[data-testid="chat-panel-delete"]').count(), 0, 'no delete for Bruno');
      await shot(a, 'chat-light-1366');

      // the owner deletes it, with the irreversible-action confirmation: both views go back to /chats
      await a.locator('[data-testid="chat-panel-delete"]').click();
      await a.getByText('Esta ação não pode ser revertida, confirmar?').waitFor();
      await shot(a, 'delete-light-1366');
      await a.locator('.bp6-alert-footer .bp6-intent-danger').click();
      await a.waitForURL((url) => url.pathname === '/chats');
      await b.waitForURL((url) => url.pathname === '/chats');
      await b.locator('[data-testid="chat-panel-empty"]').waitFor();
      expectEqual(await b.locator('[data-testid="chat-item"]').count(), 0, "the chat left Bruno's list");
      await a.context().close();
      await b.context().close();

      // screenshots of a chat with history (a sign-in elsewhere ends the session, so only now)
      const asAlice = (await apiAs(env, alice.email)).api;
      const asBruno = (await apiAs(env, bruno.email)).api;
      const brunoId = (await asBruno<{ id: number }>('GET', '/auth/me')).id;
      const chat = await asAlice<{ id: number; uuid: string }>('POST', '/chats', {
        title: 'Escala da semana',
        users: [{ id: brunoId }],
      });
      await asAlice('POST', '/chats', { title: 'Avisos gerais', users: [brunoId] });
      // older history than a page holds: 40 messages before the four below
      await knex('chatMessages').insert(
        Array.from({ length: 40 }, (_, i) => ({
          companyId: company.id,
          chatId: chat.id,
          senderId: brunoId,
          message: `Mensagem antiga ${i + 1}`,
          createdAt: new Date(Date.now() - 86_400_000),
          updatedAt: new Date(Date.now() - 86_400_000),
        })),
      );
      for (const [api, text] of [
        [asAlice, 'Bom dia, Bruno! A escala da semana já saiu.'],
        [asBruno, 'Bom dia! Vou conferir agora.'],
        [asBruno, 'Posso trocar a quarta pela quinta?'],
        [asAlice, 'Pode sim, já ajustei na planilha. Obrigada por avisar com antecedência!'],
      ] as const)
        await api('POST', `/chats/${chat.id}/messages`, { message: text });
      await shots(browser, env, alice.email, `/chats/${chat.uuid}`, 'chat', async (p) => {
        // spec §9: scrolled within 600 px of the top, the older pages come, page after page
        const count = () => p.locator('[data-testid="chat-message"]').count();
        expectEqual(await count(), 20, 'one page at first');
        for (const expected of [40, 44]) {
          await p.locator('[data-testid="chat-messages"]').evaluate((el) => (el.scrollTop = 0));
          await waitFor(`${expected} messages after scrolling up`, async () => (await count()) === expected);
        }
        await p.getByText('Mensagem antiga 1', { exact: true }).waitFor();
      });
    },
  },
];
