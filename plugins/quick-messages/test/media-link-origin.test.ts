import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import {
  insertQuickMessage,
  startQuickMessagesKernel,
  type QuickMessagesKernel,
} from './quick-messages-kernel.js';

/** A Whaticket client served from another origin fetches mediaPath as it is: the link must name the API. */
const k = kernelPerFile<QuickMessagesKernel>(() =>
  startQuickMessagesKernel({ PUBLIC_URL: 'https://balcao.example/' }),
);

describe('quick message media links with PUBLIC_URL', () => {
  it('are absolute, on PUBLIC_URL', async () => {
    const id = await insertQuickMessage(k.t, k.seed.a.id, k.seed.a.user.id, { shortcode: 'logo' });
    const form = new FormData();
    form.append('file', new Blob(['GIF'], { type: 'image/gif' }), 'logo.gif');
    expect((await k.attendant.post(`/quick-messages/${id}/media-upload`, form)).status).toBe(200);
    const { mediaPath } = (await k.attendant.get(`/quick-messages/${id}`)).body;
    expect(mediaPath).toMatch(/^https:\/\/balcao\.example\/media\/[0-9a-f-]{36}\?company=/);
    // the same link on this test server's origin serves the file
    expect(await (await fetch(k.t.url + mediaPath.slice('https://balcao.example'.length))).text()).toBe(
      'GIF',
    );
  });
});

describe('quick message media links with a client on another origin (API_URL)', () => {
  let other: QuickMessagesKernel;
  beforeAll(async () => {
    // PUBLIC_URL is the Whaticket client's origin; API_URL where the API answers
    other = await startQuickMessagesKernel({
      PUBLIC_URL: 'https://cliente.example',
      API_URL: 'https://api.balcao.example',
    });
  });
  afterAll(() => other?.t.stop());

  it('are built on API_URL, not on the client origin, so the client loads the file and not its own page', async () => {
    const id = await insertQuickMessage(other.t, other.seed.a.id, other.seed.a.user.id, {
      shortcode: 'nota',
    });
    const form = new FormData();
    form.append('file', new Blob(['PDF'], { type: 'application/pdf' }), 'nota.pdf');
    expect((await other.attendant.post(`/quick-messages/${id}/media-upload`, form)).status).toBe(200);
    const { mediaPath } = (await other.attendant.get(`/quick-messages/${id}`)).body;
    expect(mediaPath).toMatch(/^https:\/\/api\.balcao\.example\/media\/[0-9a-f-]{36}\?company=/);
  });
});
