import { expect, login, newPage, screenshot, signedInAt } from '../browser';
import { apiAs } from '../seed';
import type { E2ETest } from './types';

export const helpsTests: E2ETest[] = [
  {
    name: 'super creates a help video and sees its card on /helps; the card opens the video modal',
    async run({ browser, env }) {
      const page = await signedInAt(browser, env.url, env.superEmail, '/helps');
      await page.getByRole('tab', { name: 'Gerenciar vídeos' }).click();
      const form = page.locator('[data-testid="help-form"]');
      await form.locator('input[name="title"]').fill('Como atender um ticket');
      await form.locator('input[name="video"]').fill('dQw4w9WgXcQ');
      await form.locator('input[name="description"]').fill('Aceitar, responder e finalizar um atendimento.');
      await form.locator('button[type="submit"]').click();
      await page.getByText('Operação realizada com sucesso!').waitFor();
      await page.getByRole('cell', { name: 'Como atender um ticket' }).waitFor();
      await page.getByRole('tab', { name: 'Vídeos', exact: true }).click();
      const card = page.locator('[data-testid="help-card"]', { hasText: 'Como atender um ticket' });
      await card.waitFor();
      await screenshot(page, 'layout-light');
      await card.click();
      await page.locator('[data-testid="video-modal"] iframe').waitFor();
      const src = await page.getAttribute('[data-testid="video-modal"] iframe', 'src');
      expect(src?.includes('youtube.com/embed/dQw4w9WgXcQ'), `embed src ${src}`);
      await page.keyboard.press('Escape');

      // an attendant sees the card too, without the admin tab
      const attendant = await newPage(browser, env.url);
      await login(attendant, env.attendantEmail);
      await attendant.goto('/helps');
      await attendant.locator('[data-testid="help-card"]', { hasText: 'Como atender um ticket' }).waitFor();
      expect(
        (await attendant.getByRole('tab', { name: 'Gerenciar vídeos' }).count()) === 0,
        'no admin tab for attendants',
      );
      await attendant.context().close();
      await page.context().close();
    },
  },
  {
    name: 'a help an API client wrote with a title only shows as a card without a video, beside the others',
    async run({ browser, env }) {
      // Whaticket's API takes a help without description or video: /helps must still draw
      const { api } = await apiAs(env, env.superEmail);
      await api('POST', '/helps', { title: 'Só o título' });
      const page = await signedInAt(browser, env.url, env.attendantEmail, '/helps');
      const card = page.locator('[data-testid="help-card"]', { hasText: 'Só o título' });
      await card.waitFor();
      await screenshot(page, 'card-without-video');
      expect((await card.locator('img').count()) === 0, 'no thumbnail for a help without a video');
      await card.click();
      expect((await page.locator('[data-testid="video-modal"]').count()) === 0, 'no video to open');
      await page.context().close();
    },
  },
];
