import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { utils, write } from '@e965/xlsx';
import type { Browser, Page } from 'playwright-core';
import {
  expect,
  expectEqual,
  login,
  menuPaths,
  newPage,
  lookViewports,
  screenshot,
  localDateTime,
} from '../browser';
import type { E2EKernel } from '../kernel';
import { connectSim, waitFor, ownCompany } from '../seed';
import type { E2ETest } from './types';

const SHOTS = '/tmp/shots/campaigns-ui';

/** An .xlsx as a user would make it: a header row, then one contact a row (one number not on WhatsApp). */
function contactSheet(rows: Array<[string, string, string]>): string {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([['Nome', 'Número', 'E-mail'], ...rows]), 'Contatos');
  const path = join(mkdtempSync(join(tmpdir(), 'balcao-e2e-xlsx-')), 'clientes.xlsx');
  writeFileSync(path, write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  return path;
}

const CONTACTS: Array<[string, string, string]> = [
  ['Ana Souza', '5511955550001', 'ana@exemplo.com'],
  ['Bruno Lima', '5511955550002', 'bruno@exemplo.com'],
  ['Carla Dias', '5511955550003', ''],
  ['Davi Rocha', '5511955550004', 'davi@exemplo.com'],
  ['Elisa Melo', '5511955550005', ''],
  ['Fora do Zap', '5511955550099', ''],
];
const NOT_ON_WHATSAPP = '5511955550099';
/** a 1x1 PNG */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A company of its own with campaigns on (spec §2: the campaignsEnabled setting) and a connected sim connection. */
async function seed(env: E2EKernel) {
  const { company, api } = await ownCompany(env, 'Campanhas E2E Ltda');
  await api('PUT', '/settings/campaignsEnabled', { value: 'true' });
  const whatsappId = await connectSim(env, api, { name: 'Disparos' });
  env.kernel.channels.sim!.markUnregistered(NOT_ON_WHATSAPP);
  return { admin: company.admin.email, api, whatsappId };
}

/** Light and dark, 1366 and 400 px of one screen, for looking at (only with E2E_SHOTS=1). */
async function shots(
  browser: Browser,
  env: E2EKernel,
  email: string,
  path: string,
  name: string,
  ready: string,
) {
  if (!process.env.E2E_SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, dark] of lookViewports) {
    const page = await newPage(browser, env.url, { width, height: width > 600 ? 800 : 860, dark });
    await login(page, email);
    await page.goto(path);
    await page.locator(ready).first().waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({
      path: join(SHOTS, `${name}-${width}-${dark ? 'dark' : 'light'}.png`),
      fullPage: true,
    });
    await page.context().close();
  }
}

async function toast(page: Page, text: string) {
  await page.locator('.bp6-toast', { hasText: text }).first().waitFor();
}

export const campaignsTests: E2ETest[] = [
  {
    name: 'campaigns: settings, an .xlsx contact list, a campaign created in the dialog runs to 100% and FINALIZADA',
    async run({ browser, env }) {
      const { admin, api, whatsappId } = await seed(env);
      // WhatsApp states the connection's new-chat quota (Baileys' message-capping.update): the report shows it
      env.kernel.channels.sim!.reportReachLimits(String(whatsappId), {
        quota: { used: 3, total: 250, cycleEndsAt: new Date(Date.now() + 72 * 3_600_000), status: 'NONE' },
      });
      const page = await newPage(browser, env.url);
      await login(page, admin);

      // spec §2: Campanhas > Listagem, Listas de Contatos, Configurações, while campaignsEnabled is 'true'
      const paths = await menuPaths(page);
      for (const p of ['/campaigns', '/contact-lists', '/campaigns-config'])
        expect(paths.includes(p), `${p} in the menu: ${paths}`);

      // settings: 5 s gaps (2.5 s in e2e time) and the whole day open; a variable of our own
      await page.goto('/campaigns-config');
      const config = page.locator('[data-testid="campaigns-config"]');
      await config.waitFor();
      expectEqual(
        await config.locator('select[name="messageInterval"] option').allTextContents(),
        ['Sem intervalo', '5 segundos', '10 segundos', '15 segundos', '20 segundos'],
        'messageInterval choices (spec §2)',
      );
      expectEqual(
        await config.locator('select[name="messageInterval"]').inputValue(),
        '20',
        'messageInterval default',
      );
      await config.locator('select[name="messageInterval"]').selectOption('5');
      await config.locator('select[name="longerIntervalAfter"]').selectOption('0');
      await config.locator('select[name="greaterInterval"]').selectOption('0');
      await config.locator('input[name="quietHoursStart"]').fill('00:00');
      await config.locator('input[name="quietHoursEnd"]').fill('00:00');
      await page.getByRole('button', { name: 'Adicionar variável' }).click();
      const variableForm = page.locator('[data-testid="variable-form"]');
      for (const [key, value] of [
        ['empresa', 'Padaria Pão Quente'],
        ['cupom', 'VOLTA10'],
      ] as const) {
        await variableForm.locator('input[name="variableKey"]').fill(key);
        await variableForm.locator('input[name="variableValue"]').fill(value);
        await variableForm.getByRole('button', { name: 'Adicionar', exact: true }).click();
      }
      // a key already taken is not added twice
      await variableForm.locator('input[name="variableKey"]').fill('empresa');
      await variableForm.locator('input[name="variableValue"]').fill('Outra');
      await variableForm.getByRole('button', { name: 'Adicionar', exact: true }).click();
      await variableForm.getByText('Já existe uma variável com esse atalho').waitFor();
      const table = page.locator('[data-testid="variables-table"] tbody tr');
      expectEqual(await table.count(), 2, 'two variables');
      // deleted only after the confirmation
      await table.filter({ hasText: '{cupom}' }).getByRole('button', { name: 'Excluir' }).click();
      await page.locator('.bp6-alert').getByText('Deseja realmente excluir esse registro?').waitFor();
      await page.locator('.bp6-alert').getByRole('button', { name: 'Confirmar' }).click();
      await waitFor('the variable gone', async () => (await table.count()) === 1);
      await page.getByRole('button', { name: 'Salvar configurações' }).click();
      await toast(page, 'Configurações salvas');
      const stored = Object.fromEntries(
        (await api<Array<{ key: string; value: string }>>('GET', '/campaign-settings')).map((r) => [
          r.key,
          JSON.parse(r.value),
        ]),
      );
      expectEqual(
        [stored.messageInterval, stored.longerIntervalAfter, stored.greaterInterval],
        [5, 0, 0],
        'intervals saved',
      );
      expectEqual([stored.quietHoursStart, stored.quietHoursEnd], ['00:00', '00:00'], 'quiet hours saved');
      expectEqual(stored.variables, [{ key: 'empresa', value: 'Padaria Pão Quente' }], 'variables saved');

      // the contact list, its items uploaded from an .xlsx on /contact-lists/:id/contacts
      // the Campanhas group of the side menu holds the contact lists
      const listsItem = page.locator('[data-menu-path="/contact-lists"]');
      if (!(await listsItem.isVisible())) await page.click('[data-menu-group="campaigns"]');
      await listsItem.click();
      await page.click('[data-testid="add-contact-list"]');
      await page.locator('[data-testid="contact-list-form"] input[name="name"]').fill('Clientes VIP');
      await page.locator('[data-testid="contact-list-form"] button[type="submit"]').click();
      await page.locator('[data-testid="contact-lists-page"] a', { hasText: 'Clientes VIP' }).click();
      await page.waitForURL(/\/contact-lists\/\d+\/contacts$/);
      const list = { id: Number(/contact-lists\/(\d+)/.exec(page.url())?.[1]) };
      await page.locator('[data-testid="contact-list-upload-input"]').setInputFiles(contactSheet(CONTACTS));
      await page.locator('[data-testid="contact-list-items-page"]').getByText('Ana Souza').first().waitFor();
      // every number checked with the sim: the one not on WhatsApp is marked invalid
      await waitFor(
        'the numbers checked',
        async () => {
          const items = await api<{ contacts: Array<{ isWhatsappValid: boolean | null }> }>(
            'GET',
            `/contact-list-items?contactListId=${list.id}`,
          );
          return (
            items.contacts.length === CONTACTS.length &&
            items.contacts.every((c) => c.isWhatsappValid !== null)
          );
        },
        20_000,
      );

      // the campaign, made in the dialog: list, connection, a message with variables, starting now
      await page.goto('/campaigns');
      await page.locator('[data-testid="campaigns-page"]').waitFor();
      await page.click('[data-testid="add-campaign"]');
      const dialog = page.locator('[data-testid="campaign-form"]');
      await dialog.locator('input[name="name"]').fill('Promoção de aniversário');
      await dialog.locator('select[name="contactListId"]').selectOption({ label: 'Clientes VIP' });
      await dialog.locator('select[name="whatsappId"]').selectOption({ label: 'Disparos' });
      const message = dialog.locator('textarea[name="message1"]');
      await message.fill('Olá ');
      await dialog
        .locator('[data-testid="campaign-variables"]')
        .getByRole('button', { name: '{nome}' })
        .click();
      await message.press('End');
      await message.pressSequentially(', a ');
      await dialog
        .locator('[data-testid="campaign-variables"]')
        .getByRole('button', { name: '{empresa}' })
        .click();
      await message.press('End');
      await message.pressSequentially(' faz aniversário!');
      expectEqual(
        await message.inputValue(),
        'Olá {nome}, a {empresa} faz aniversário!',
        'message with variables',
      );
      await dialog.getByRole('tab', { name: 'Msg. 2' }).click();
      await dialog.locator('textarea[name="message2"]').fill('Oi {nome}! Hoje tem festa na {empresa}.');
      await dialog.locator('input[name="scheduledAt"]').fill(localDateTime(new Date(Date.now() + 1000)));
      // a picture goes with it (spec §2: the campaign's media, sent after the text)
      await dialog
        .locator('input[name="file"]')
        .setInputFiles({ name: 'promo.png', mimeType: 'image/png', buffer: PNG });
      await dialog.locator('[data-testid="campaign-save"]').click();
      await toast(page, 'Operação realizada com sucesso!');
      const row = page.locator('tr', { hasText: 'Promoção de aniversário' });
      await row.waitFor();
      await row.getByText('Clientes VIP').waitFor();
      await row.getByText('Disparos').waitFor();

      // the report: the bar reaches 100% and the status FINALIZADA, live
      await row.getByRole('button', { name: 'Relatório' }).click();
      await page.waitForURL(/\/campaign\/\d+\/report$/);
      const report = page.locator('[data-testid="campaign-report"]');
      await report.getByText('Relatório da Promoção de aniversário').waitFor();
      // live: the bar moves while the report is open (5 contacts, 2.5 s apart), then 100% and FINALIZADA
      const seen = new Set<string>();
      await waitFor(
        'the report at 100% and FINALIZADA',
        async () => {
          const percent = (await report.locator('[data-testid="report-percent"]').textContent()) ?? '';
          seen.add(percent);
          return (
            percent === '100%' &&
            (await report.locator('[data-testid="report-status"]').textContent())?.includes('Finalizada')
          );
        },
        60_000,
      );
      expect(
        [...seen].some((p) => p !== '100%'),
        `progress seen before the end: ${[...seen]}`,
      );
      const statusLine = await report.locator('[data-testid="report-status"]').textContent();
      expect(statusLine?.includes('5 de 5'), `delivered of valid: ${statusLine}`);
      expectEqual(
        await report.locator('[data-testid="report-valid-value"]').textContent(),
        '5',
        'valid card',
      );
      expectEqual(
        await report.locator('[data-testid="report-delivered-value"]').textContent(),
        '5',
        'delivered card',
      );
      expect(
        (await report.locator('[data-testid="report-confirmed"]').count()) === 0,
        'no confirmation cards without confirmation',
      );
      await report.locator('[data-testid="campaign-safety"]').getByText('Dia todo').waitFor();
      // 3 WhatsApp counted, and the chats this campaign opened since
      const quota = (await report.locator('[data-testid="report-whatsapp-quota"]').textContent()) ?? '';
      expect(
        quota.includes('Conversas novas no ciclo (WhatsApp)') && /\d+ \/ 250/.test(quota),
        `the WhatsApp quota card reads ${JSON.stringify(quota)}`,
      );
      await screenshot(page, 'campaign-report-whatsapp-quota');
      await report.getByText('Clientes VIP').waitFor();

      // the sim received exactly one text and one picture per valid contact, none for the invalid number
      const sent = env.kernel.channels.sim!.sent(String(whatsappId));
      const count = (number: string, type: string) =>
        sent.filter((r) => r.chatId.replace(/\D/g, '') === number && r.message.type === type).length;
      for (const [, number] of CONTACTS.filter(([, n]) => n !== NOT_ON_WHATSAPP)) {
        expectEqual(count(number, 'text'), 1, `one text to ${number}`);
        expectEqual(count(number, 'image'), 1, `one picture to ${number}`);
      }
      expect(
        !sent.some((r) => r.chatId.replace(/\D/g, '') === NOT_ON_WHATSAPP),
        'nothing to the number not on WhatsApp',
      );
      // the gaps between contacts respect messageInterval 5 (2.5 s here) less the 20% jitter
      const starts = sent
        .filter((r) => r.message.type === 'text')
        .map((r) => r.sentAt.getTime())
        .sort((a, b) => a - b);
      const gaps = starts.slice(1).map((t, i) => t - starts[i]!);
      expect(
        gaps.every((g) => g >= 1900),
        `gaps of at least 2 s: ${gaps}`,
      );
      const texts = JSON.stringify(sent);
      expect(texts.includes('Ana Souza') && texts.includes('Padaria Pão Quente'), 'variables rendered');

      // a finished campaign opens read-only: no save button
      await page.goto('/campaigns');
      await page
        .locator('tr', { hasText: 'Promoção de aniversário' })
        .getByRole('button', { name: 'Editar' })
        .click();
      await page.locator('[data-testid="campaign-readonly"]').waitFor();
      await page.locator('.bp6-dialog-header', { hasText: 'Apenas visualização' }).waitFor();
      expect((await page.locator('[data-testid="campaign-save"]').count()) === 0, 'no save when read-only');
      await page.locator('[data-testid="campaign-form"]').getByText('promo.png').waitFor();
      expect(await page.locator('textarea[name="message1"]').isDisabled(), 'messages read-only');
      // the footer's button (the header's × is named "Fechar" as well)
      await page.locator('.bp6-dialog-footer').getByRole('button', { name: 'Fechar', exact: true }).click();
      await page.locator('[data-testid="campaign-form"]').waitFor({ state: 'detached' });

      // a running campaign is stopped and restarted from the list (20 s gaps keep it running meanwhile)
      await api('POST', '/campaign-settings', { settings: { messageInterval: 20 } });
      const running = await api<{ id: number }>('POST', '/campaigns', {
        name: 'Campanha longa',
        contactListId: list.id,
        whatsappId,
        message1: 'Oi {nome}',
        scheduledAt: new Date().toISOString(),
      });
      const longRow = page.locator('tr', { hasText: 'Campanha longa' });
      await longRow.getByText('Em andamento').waitFor({ timeout: 20_000 });
      await longRow.getByRole('button', { name: 'Parar campanha' }).click();
      await toast(page, 'Campanha cancelada');
      await longRow.getByText('Cancelada').waitFor();
      await longRow.getByRole('button', { name: 'Reiniciar campanha' }).click();
      await toast(page, 'Campanha reiniciada');
      await longRow.getByText('Em andamento').waitFor();
      // while it runs the dialog is read-only and offers the cancel button
      await longRow.getByRole('button', { name: 'Editar' }).click();
      await page.locator('.bp6-dialog-header', { hasText: 'Apenas visualização' }).waitFor();
      await page.getByRole('button', { name: 'Cancelar disparos' }).click();
      await toast(page, 'Campanha cancelada');
      await page.getByRole('button', { name: 'Reiniciar disparos' }).waitFor();
      expectEqual(
        (await api<{ status: string }>('GET', `/campaigns/${running.id}`)).status,
        'CANCELADA',
        'cancelled from the dialog',
      );
      await page.context().close();

      const campaignId = Number(
        (await api<{ records: Array<{ id: number; name: string }> }>('GET', '/campaigns')).records.find(
          (c) => c.name === 'Promoção de aniversário',
        )?.id,
      );
      await shots(browser, env, admin, '/campaigns', 'list', '[data-testid="campaigns-page"] tbody tr');
      await shots(
        browser,
        env,
        admin,
        `/campaign/${campaignId}/report`,
        'report',
        '[data-testid="report-valid"]',
      );
      await shots(browser, env, admin, '/campaigns-config', 'config', '[data-testid="variables-table"]');
      if (process.env.E2E_SHOTS)
        for (const [width, dark] of [
          [1366, false],
          [1366, true],
          [400, false],
          [400, true],
        ] as const) {
          const p = await newPage(browser, env.url, { width, height: width > 600 ? 800 : 860, dark });
          await login(p, admin);
          await p.goto('/campaigns');
          await p.click('[data-testid="add-campaign"]');
          await p.locator('[data-testid="campaign-form"] input[name="name"]').fill('Black Friday');
          // the confirmation switch shows the confirmation message beside each message
          await p.locator('[data-testid="campaign-form"]').getByText('Desabilitada').click();
          await p.locator('[data-testid="campaign-form"] textarea[name="confirmationMessage1"]').waitFor();
          await p.waitForTimeout(400);
          await p.screenshot({ path: join(SHOTS, `dialog-${width}-${dark ? 'dark' : 'light'}.png`) });
          await p.context().close();
        }
    },
  },
];
