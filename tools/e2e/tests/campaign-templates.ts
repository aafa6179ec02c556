import { expect, expectEqual, login, lookShot, newPage, localDateTime } from '../browser';
import { connectSim, waitFor, ownCompany } from '../seed';
import { approvedTemplate, boletoComponents, boletoSent } from '../templates';
import type { E2ETest } from './types';

const boleto = approvedTemplate('8201', 'boleto_vencendo', boletoComponents);

const CONTACTS = [
  ['Ana Nuvem', '5511966660001'],
  ['Bruno Nuvem', '5511966660002'],
] as const;

export const campaignTemplatesTests: E2ETest[] = [
  {
    name: 'campaign templates: on a Cloud connection the dialog picks a template, maps its variables and each contact gets it',
    async run({ browser, env }) {
      const { company, api } = await ownCompany(env, 'Campanhas Nuvem');
      await api('PUT', '/settings/campaignsEnabled', { value: 'true' });
      // sending at any hour: the default quiet hours (08:00-20:00 São Paulo) hold a night run's campaign till morning
      await api('POST', '/campaign-settings', {
        settings: { quietHoursStart: '00:00', quietHoursEnd: '00:00' },
      });
      await connectSim(env, api, { name: 'Chip Sim' });
      const number = env.graph.addNumber();
      env.graph.setTemplates(number.wabaId, [boleto]);
      const cloud = await api<{ id: number }>('POST', '/whatsapp', {
        name: 'Nuvem Oficial',
        provider: 'cloud',
        isDefault: false,
        cloudAccessToken: number.accessToken,
        cloudPhoneNumberId: number.phoneNumberId,
        cloudBusinessAccountId: number.wabaId,
        cloudAppSecret: number.appSecret,
        cloudVerifyToken: 'verificacao',
      });
      await waitFor(
        'the Cloud connection to open',
        () => env.kernel.channels.status(cloud.id) === 'CONNECTED',
      );
      await api('POST', `/whatsapp-cloud/${cloud.id}/templates/sync`, {});
      const list = await api<{ id: number }>('POST', '/contact-lists', { name: 'Boletos de dezembro' });
      for (const [name, n] of CONTACTS)
        await api('POST', '/contact-list-items', { name, number: n, email: '', contactListId: list.id });

      const page = await newPage(browser, env.url);
      await login(page, company.admin.email);
      await page.goto('/campaigns');
      await page.getByTestId('campaigns-page').waitFor();
      await page.getByTestId('add-campaign').click();
      const dialog = page.getByTestId('campaign-form');
      await dialog.locator('input[name="name"]').fill('Boletos por modelo');
      await dialog.locator('select[name="contactListId"]').selectOption({ label: 'Boletos de dezembro' });
      // the sim takes free text: the messages are there, no template
      await dialog.locator('select[name="whatsappId"]').selectOption({ label: 'Chip Sim' });
      await dialog.locator('textarea[name="message1"]').waitFor();
      expectEqual(await dialog.getByTestId('campaign-template').count(), 0, 'no template on the sim');

      // the Cloud connection: the template picker in place of the messages, confirmation and files
      await dialog.locator('select[name="whatsappId"]').selectOption({ label: 'Nuvem Oficial' });
      const slot = dialog.getByTestId('campaign-template');
      await slot.waitFor();
      await dialog.locator('textarea[name="message1"]').waitFor({ state: 'detached' });
      expectEqual(await dialog.locator('input[name="confirmation"]').count(), 0, 'no confirmation');
      await slot.getByText('a campanha envia um modelo aprovado pela Meta').waitFor();
      const save = dialog.getByTestId('campaign-save');
      expect(await save.isDisabled(), 'no save before a template is chosen');
      await slot.locator('select[name="templateName"]').selectOption({ label: 'boleto_vencendo (pt_BR)' });
      expectEqual(
        await slot.getByTestId('campaign-variable-1').inputValue(),
        'nome',
        '{{1}} starts as the name',
      );
      await slot.getByTestId('campaign-variable-2').selectOption({ label: 'Texto fixo' });
      expect(await save.isDisabled(), 'no save while a variable is empty');
      await slot.getByTestId('campaign-fixed-2').fill('R$ 89,90');
      expect(await save.isEnabled(), 'saves once every variable is filled');
      const preview = slot.getByTestId('template-preview');
      await preview.getByText('Olá {nome}, seu boleto de R$ 89,90 vence amanhã.').waitFor();
      await lookShot(page, 'campaign-templates', 'dialog-light-1366');

      await dialog.locator('input[name="scheduledAt"]').fill(localDateTime(new Date(Date.now() + 1000)));
      await dialog.getByTestId('campaign-save').click();
      await page.getByText('Operação realizada com sucesso!').first().waitFor();

      // Meta gets the template once per contact, filled with that contact's name
      const sent = await waitFor(
        'Meta to get both templates',
        () => {
          const got = env.graph.sent.filter((s) => s.phoneNumberId === number.phoneNumberId);
          return got.length >= CONTACTS.length && got;
        },
        120_000,
      );
      expectEqual(sent.length, CONTACTS.length, 'one message per contact');
      for (const [name, n] of CONTACTS) {
        const got = sent.find((s) => s.body.to === n);
        expect(got, `${name} got it`);
        expectEqual(got!.body.template, boletoSent(name).template, `${name}'s template`);
      }

      // opened again, read-only once finished: the template and its mapping as saved
      const row = page.locator('tr', { hasText: 'Boletos por modelo' });
      await row.getByText('Finalizada').waitFor({ timeout: 120_000 });
      await row.getByRole('button', { name: 'Editar' }).click();
      await page.getByTestId('campaign-readonly').waitFor();
      const again = page.getByTestId('campaign-template');
      await again.getByTestId('template-preview').getByText('R$ 89,90').waitFor();
      await lookShot(page, 'campaign-templates', 'dialog-readonly-1366');
      await page.setViewportSize({ width: 400, height: 860 });
      await page.emulateMedia({ colorScheme: 'dark' });
      await lookShot(page, 'campaign-templates', 'dialog-readonly-dark-400');
    },
  },
];
