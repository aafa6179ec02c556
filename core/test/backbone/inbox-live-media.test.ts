import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '../support/per-file.js';
import { buildSimInbound } from '../../src/channels/sim/sim-inbound.js';
import { messageStepPlugin, startTestKernel, type TestKernel } from '../support/index.js';
import { until } from '../connections/lease-children.js';
import { linkedSimConnection } from './backbone-fixtures.js';

/**
 * A received media message whose bytes a real provider fetches only on demand (media.download) waits behind a
 * slow step and a burst of more than 5,000 texts: when its turn comes the step can still fetch the bytes.
 */
let release: () => void = () => undefined;
const gate = new Promise<void>((r) => (release = r));
let firstStarted = false;
let processed = 0;
const fetched = new Map<string, string>();
const slow = messageStepPlugin(
  'test-slow-media',
  'media',
  async (e) => {
    if (e.payload.body === 'first') {
      firstStarted = true;
      await gate;
    }
    const media = e.payload.media;
    if (media) fetched.set(e.payload.waMessageId, media.download ? String(await media.download()) : 'none');
    processed++;
  },
  'media:keep',
);

const t = kernelPerFile<TestKernel>(() => startTestKernel({ plugins: [slow] }), 60_000);

describe('inbox live payloads', () => {
  it('keeps the media loader of a message queued behind more than 5,000 others', async () => {
    const { companyId, connectionId } = await linkedSimConnection(t, 'Loja Midia');
    const conn = { companyId, connectionId };
    const from = { number: '5511933332222' };
    const text = (id: string, body: string) =>
      buildSimInbound(String(connectionId), id, { from, type: 'text', body }, new Date());
    await t.kernel.inbox.accept(conn, 'message', text('FIRST', 'first'));
    await until('the first message in the slow step', () => firstStarted, 10_000);

    const base = buildSimInbound(String(connectionId), 'MEDIA', { from, type: 'image' }, new Date());
    const { data: _inline, ...described } = base.media!;
    const photo = { ...base, media: { ...described, download: async () => Buffer.from('fetched later') } };
    const burst = Array.from({ length: 5_001 }, (_, i) => text(`TEXT${i}`, `texto ${i}`));
    await Promise.all([
      t.kernel.inbox.accept(conn, 'message', photo),
      ...burst.map((m) => t.kernel.inbox.accept(conn, 'message', m)),
    ]);
    release();

    await until('the photo processed', () => fetched.has('MEDIA'), 30_000);
    expect(fetched.get('MEDIA')).toBe('fetched later');
    // the burst behind it keeps the step busy; the kernel's stop pauses it
    expect(processed).toBeGreaterThanOrEqual(2);
  }, 60_000);
});
