import type { Knex } from 'knex';
import { expect, login, newPage, screenshot } from '../browser';
import type { E2EKernel } from '../kernel';
import { apiAs, createSim, insertContact, insertTicket, stamps, waitFor } from '../seed';
import type { E2ETest } from './types';

interface Row {
  id: number;
  body: string;
  mediaType: string;
  mediaName: string | null;
  fromMe: boolean | number;
}

/** the ticket's messages, newest last */
const messagesOf = (knex: Knex, ticketId: number) =>
  knex('messages').where({ ticketId }).orderBy('id') as Promise<Row[]>;

/** polls the ticket's messages until there are `n` of them */
const waitMessages = (knex: Knex, ticketId: number, n: number): Promise<Row[]> =>
  waitFor(`${n} messages`, async () => {
    const rows = await messagesOf(knex, ticketId);
    return rows.length >= n && rows;
  });

/** a sim connection (through the API), a contact and tickets of the super user's company */
async function seed(env: E2EKernel) {
  const knex = env.kernel.knex;
  const { token, user, api } = await apiAs(env, env.superEmail);
  const url = env.url;
  const whatsappId = await createSim(api, { name: 'Composer E2E' });
  const now = stamps();
  const ticket = async (name: string, number: string, status: string) => {
    const contactId = await insertContact(knex, user.companyId, { name, number });
    return insertTicket(knex, {
      companyId: user.companyId,
      contactId,
      whatsappId,
      status,
      userId: status === 'open' ? user.id : null,
    });
  };
  await knex('quick_messages').insert({
    companyId: user.companyId,
    userId: user.id,
    shortcode: 'boasvindas',
    message: 'Olá! Seja bem-vindo ao atendimento da Balcão. Como posso ajudar?',
    geral: true,
    status: true,
    ...now,
  });
  // a quick reply with a file: the composer attaches it, read from the signed mediaPath
  const [catalogId] = await knex('quick_messages').insert({
    companyId: user.companyId,
    userId: user.id,
    shortcode: 'catalogo',
    message: 'Segue o nosso catálogo',
    geral: true,
    status: true,
    ...now,
  });
  const upload = new FormData();
  upload.append('typeArch', 'quickMessage');
  upload.append('file', new Blob(['%PDF-1.4 catálogo'], { type: 'application/pdf' }), 'catalogo.pdf');
  const up = await fetch(`${url}/quick-messages/${Number(catalogId)}/media-upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: upload,
  });
  expect(up.ok, `media-upload answered ${up.status}`);
  return {
    open: await ticket('Carla Cliente', '5511988887777', 'open'),
    pending: await ticket('Diego Espera', '5511977776666', 'pending'),
  };
}

export const ticketsComposerTests: E2ETest[] = [
  {
    name: 'tickets composer: quick reply, sign on/off, blank blocked, file and recorded MP3 are stored',
    async run({ browser, env }) {
      const knex = env.kernel.knex;
      const { open, pending } = await seed(env);
      const page = await newPage(browser, env.url);
      await login(page, env.superEmail);
      await page.goto(`/tickets/${open.uuid}`);
      const composer = page.locator('[data-testid="composer"]');
      const input = composer.locator('[data-testid="composer-input"]');
      const send = composer.locator('[data-testid="composer-send"]');
      await input.waitFor();

      // blank (whitespace) text cannot be sent, by button or Enter
      await input.fill('   ');
      expect(await send.isDisabled(), 'send is disabled for blank text');
      await input.press('Enter');

      // '/' alone lists every quick reply, shortcut and whole text (Whaticket: none, and a label cut at 35)
      await input.fill('/');
      const item = composer.locator('[data-testid="composer-quick-item"]');
      await item.first().waitFor();
      const listed = await item.allTextContents();
      expect(
        listed.length === 2 && listed[1] === '/catalogoSegue o nosso catálogo',
        `'/' lists ${JSON.stringify(listed)}`,
      );
      await screenshot(page, 'tickets-composer-quick-all');
      // '/' + part of a shortcode narrows them
      await input.fill('/boas');
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="composer-quick-item"]').length === 1,
      );
      const label = '/boasvindasOlá! Seja bem-vindo ao atendimento da Balcão. Como posso ajudar?';
      expect((await item.first().textContent()) === label, `quick label ${await item.first().textContent()}`);
      await screenshot(page, 'tickets-composer-quick');
      await input.press('Enter');
      const quick = 'Olá! Seja bem-vindo ao atendimento da Balcão. Como posso ajudar?';
      expect((await input.inputValue()) === quick, 'the quick reply replaced the input');
      // signing is on by default: the name in bold and a newline
      await send.click();
      let rows = await waitMessages(knex, open.id, 1);
      expect(rows.length === 1, `the blank text sent nothing (${rows.length} messages)`);
      expect(rows[0]!.body === `*Ana Super*\n${quick}`, `signed body ${JSON.stringify(rows[0]!.body)}`);
      await input.waitFor({ state: 'visible' });
      // the row is written before the browser has the answer that clears the input: wait for it
      await page
        .waitForFunction((el) => (el as HTMLTextAreaElement).value === '', await input.elementHandle(), {
          timeout: 10_000,
        })
        .catch(() => undefined);
      expect((await input.inputValue()) === '', 'the input is cleared after sending');

      // sign off: kept locally, the body goes as typed
      await composer.locator('label', { has: page.getByTestId('composer-sign') }).click();
      expect(
        (await page.evaluate(() => localStorage.getItem('signOption'))) === 'false',
        'signOption stored',
      );
      await input.fill('Sem assinatura');
      await input.press('Enter');
      rows = await waitMessages(knex, open.id, 2);
      expect(rows[1]!.body === 'Sem assinatura', `unsigned body ${JSON.stringify(rows[1]!.body)}`);

      // an emoji goes in at the caret, and what is typed next still reaches the input
      await input.fill('Oi ');
      await composer.locator('[data-testid="composer-emoji"]').click();
      const cell = page.locator('[data-testid="composer-emoji-picker"] .tk-cmp-emoji-cell').first();
      const emoji = await cell.textContent();
      await cell.click();
      // the picker hands the caret back as it closes; a user types once it is there (a keystroke before it landed
      // elsewhere on a loaded machine)
      await waitFor('the caret back in the input', () =>
        input.evaluate((el) => el === document.activeElement),
      );
      await page.keyboard.type('tudo bem');
      expect(
        (await input.inputValue()) === `Oi ${emoji}tudo bem`,
        `after the emoji the input holds ${JSON.stringify(await input.inputValue())}`,
      );
      await input.fill('');
      await input.click();
      await page.locator('[data-testid="composer-emoji-picker"]').waitFor({ state: 'detached' });

      // a file with the text as its caption
      await composer.locator('[data-testid="composer-file-input"]').setInputFiles({
        name: 'orcamento.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Orçamento: 3 itens'),
      });
      await composer.locator('[data-testid="composer-files"]', { hasText: 'orcamento.txt' }).waitFor();
      await input.fill('Segue o orçamento');
      await send.click();
      rows = await waitMessages(knex, open.id, 3);
      expect(
        rows[2]!.mediaType !== 'conversation' && /orcamento/.test(rows[2]!.mediaName ?? ''),
        `file message ${rows[2]!.mediaType} ${rows[2]!.mediaName}`,
      );
      expect(rows[2]!.body === 'Segue o orçamento', `caption ${JSON.stringify(rows[2]!.body)}`);
      await composer.locator('[data-testid="composer-files"]').waitFor({ state: 'detached' });

      // a quick reply with a file attaches it; its text is the caption
      await input.fill('/cat');
      await item.first().waitFor();
      await input.press('Enter');
      await composer.locator('[data-testid="composer-files"]', { hasText: 'catalogo.pdf' }).waitFor();
      await send.click();
      rows = await waitMessages(knex, open.id, 4);
      expect(
        rows[3]!.mediaName === 'catalogo.pdf' && rows[3]!.body === 'Segue o nosso catálogo',
        `quick media message ${rows[3]!.mediaName} ${JSON.stringify(rows[3]!.body)}`,
      );

      // the recorder, on Chromium's fake microphone: record -> stop -> an MP3 message
      await composer.locator('[data-testid="composer-audio"]').click();
      await composer.locator('[data-testid="composer-recording"]').waitFor();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="composer-audio-timer"]')?.textContent === '00:02',
      );
      await screenshot(page, 'tickets-composer-recording');
      await composer.locator('[data-testid="composer-audio-stop"]').click();
      rows = await waitMessages(knex, open.id, 5);
      expect(rows[4]!.mediaType === 'audio', `audio message type ${rows[4]!.mediaType}`);
      expect(/audio-\d+\.mp3/.test(rows[4]!.mediaName ?? ''), `audio file ${rows[4]!.mediaName}`);

      // a recording under 10,000 bytes of MP3 is discarded with a toast (spec §9); stopped from inside the
      // page as soon as it starts, so a slow machine cannot make it long enough to pass
      // the recorder is idle again once the first audio has been sent
      await composer.locator('[data-testid="composer-audio"]').waitFor();
      await page.evaluate(async () => {
        const stop = '[data-testid="composer-audio-stop"]';
        document.querySelector<HTMLButtonElement>('[data-testid="composer-audio"]')!.click();
        for (let i = 0; i < 500 && !document.querySelector(stop); i++)
          await new Promise((r) => setTimeout(r, 5));
        document.querySelector<HTMLButtonElement>(stop)!.click();
      });
      await page.getByText('Áudio muito curto, não foi enviado').waitFor();
      await composer.locator('[data-testid="composer-audio"]').waitFor();
      expect((await messagesOf(knex, open.id)).length === 5, 'the short recording was not sent');

      // a pending ticket: the input is disabled with a hint to accept it first
      await page.goto(`/tickets/${pending.uuid}`);
      await composer.locator('[data-testid="composer-hint"]').waitFor();
      expect(await input.isDisabled(), 'input disabled on a pending ticket');
      await page.context().close();
    },
  },
];
