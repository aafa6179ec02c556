import { rooms, tokenColumns } from '@balcao/core';
import { expect, login, newPage, screenshot } from '../browser';
import { insertQueue, waitFor } from '../seed';
import type { E2ETest } from './types';

interface Sounds {
  __sounds: Array<{ src: string; volume: number }>;
}

/**
 * Runs in the page: sets the volume preference and records what plays instead of playing it (a string, not a
 * function: the test runner's transform would add helpers the page does not have).
 */
const recordSounds = (volume: string) => `
  localStorage.setItem('volume', '${volume}');
  window.__sounds = [];
  HTMLMediaElement.prototype.play = function () {
    window.__sounds.push({ src: this.src, volume: this.volume });
    return Promise.resolve();
  };
`;

export const notificationsTests: E2ETest[] = [
  {
    name: 'notifications: a message on my ticket rings the bell; one in a queue I lack does not',
    async run({ browser, env }) {
      const { knex, channels } = env.kernel;
      const sim = channels.sim!;
      const me = await knex('users').where({ email: env.attendantEmail }).first('id', 'companyId');
      const now = new Date();
      const queue = (name: string, color: string) => insertQueue(knex, me.companyId, { name, color });
      const mine = await queue('Suporte E2E', '#2d72d2');
      const other = await queue('Financeiro E2E', '#cd4246');
      await knex('userQueues').insert({ userId: me.id, queueId: mine });
      const [whatsappId] = await knex('whatsapps').insert({
        companyId: me.companyId,
        name: 'Notificações E2E',
        status: 'CONNECTED',
        provider: 'sim',
        ...tokenColumns('notificationse2etoken00000000000'),
        isDefault: false,
        createdAt: now,
        updatedAt: now,
      });
      const connection = String(whatsappId);
      await channels.added(Number(whatsappId));
      await waitFor('the sim connection', async () => channels.status(Number(whatsappId)) === 'CONNECTED');

      // a contact writes; the ticket is then given to a queue and an attendant; the next message is the one
      const stored = async (number: string, count: number) => {
        let ticket: { id: number; uuid: string } | undefined;
        await waitFor(`${count} message(s) of ${number}`, async () => {
          ticket = await knex('tickets')
            .join('contacts', 'contacts.id', 'tickets.contactId')
            .where('contacts.number', number)
            .first('tickets.id', 'tickets.uuid');
          if (!ticket) return false;
          const [row] = await knex('messages')
            .where({ ticketId: ticket.id, fromMe: false })
            .count({ n: '*' });
          return Number(row?.n) === count;
        });
        return ticket!;
      };
      // the page's socket is in the user's room before anything is said (and not a closed page's socket)
      const socketIds = async () =>
        (await env.kernel.io.in(rooms.user(me.companyId, me.id)).fetchSockets()).map((x) => x.id);
      const listening = async (old: string[] = []) => {
        await waitFor('a socket of the page in the user room', async () =>
          (await socketIds()).some((id) => !old.includes(id)),
        );
      };
      const say = (number: string, name: string, body: string) =>
        sim.contactSends(connection, { from: { number, name }, type: 'text', body });

      const light = await newPage(browser, env.url);
      await light.addInitScript(recordSounds('0.4'));
      await login(light, env.attendantEmail);
      await light.getByTestId('notifications-bell').waitFor();
      await listening();

      // a new pending ticket without queue: not for an attendant whose allTicket is off
      say('5511990001111', 'Carla Cliente', 'Oi, bom dia');
      const carla = await stored('5511990001111', 1);
      await knex('tickets').where({ id: carla.id }).update({ status: 'open', userId: me.id, queueId: mine });
      say('5511990002222', 'Diego Cliente', 'Preciso da segunda via do boleto');
      const diego = await stored('5511990002222', 1);
      await knex('tickets').where({ id: diego.id }).update({ status: 'open', userId: null, queueId: other });

      say('5511990001111', 'Carla Cliente', 'Meu pedido ainda não chegou, pode verificar?');
      say('5511990002222', 'Diego Cliente', 'Alguém pode me ajudar com o boleto?');
      await stored('5511990001111', 2);
      await stored('5511990002222', 2);

      const badge = light.getByTestId('notifications-badge');
      await badge.waitFor();
      await light.waitForTimeout(500);
      expect((await badge.textContent())?.trim() === '1', `badge reads ${await badge.textContent()}`);
      expect((await light.title()) === '(1) Balcão', `the tab title reads ${await light.title()}`);
      // an attendant has the theme and the volume too; the refresh button is the super user's
      await light.getByTestId('theme-toggle').waitFor();
      expect((await light.getByTestId('volume-button').count()) === 1, 'the volume button is there');
      expect((await light.getByTestId('refresh-button').count()) === 0, "refresh is the super user's");
      // one ring, at the volume preference
      const rang = await light.evaluate(() => (window as unknown as Sounds).__sounds);
      expect(
        rang.length === 1 &&
          /\/assets\/notification-[\w-]+\.wav$/.test(rang[0]!.src) &&
          rang[0]!.volume === 0.4,
        `sounds ${JSON.stringify(rang)}`,
      );
      const wav = await fetch(rang[0]!.src);
      expect(wav.ok && wav.headers.get('content-type')?.includes('audio'), 'the sound file is served');

      await light.getByTestId('notifications-bell').click();
      const items = light.getByTestId('notification-item');
      await items.first().waitFor();
      expect((await items.count()) === 1, `one ticket listed, got ${await items.count()}`);
      const text = (await items.first().textContent()) ?? '';
      expect(text.includes('Carla Cliente') && text.includes('Meu pedido'), `the item reads ${text}`);
      await screenshot(light, 'notifications-popover');

      await items.first().click();
      await light.waitForURL(`**/tickets/${carla.uuid}`);
      await badge.waitFor({ state: 'detached' });
      expect((await light.title()) === 'Balcão', `the tab title back to ${await light.title()}`);
      const lightSockets = await socketIds();
      await light.context().close();

      // dark, at phone width (a second sign-in of the same account logs the first out, so one after the other)
      const dark = await newPage(browser, env.url, { width: 400, height: 760, dark: true });
      await dark.addInitScript(recordSounds('0'));
      await login(dark, env.attendantEmail);
      await dark.getByTestId('notifications-bell').waitFor();
      await listening(lightSockets);
      say('5511990001111', 'Carla Cliente', 'Obrigada! Fico no aguardo.');
      await dark.getByTestId('notifications-badge').waitFor();
      await dark.getByTestId('notifications-bell').click();
      await dark.getByTestId('notification-item').first().waitFor();
      await screenshot(dark, 'notifications-popover-dark-400');
      const muted = await dark.evaluate(() => (window as unknown as Sounds).__sounds);
      expect(muted.length === 0, `volume 0 is silent, got ${JSON.stringify(muted)}`);
      await dark.context().close();
    },
  },
];
