import { expect, login, newPage, screenshot, signedInAt } from '../browser';
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
];
