import { describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import { login } from '../support/index.js';
import type { MessageRef } from '../../src/domain/messages/message-types.js';

/**
 * WhatsApp asks for a message again when a recipient could not decrypt it; Baileys then calls getMessage.
 * The connection manager answers from the store a plugin registered, for the right company and connection.
 */
const { t, seed } = tenantKernelPerFile();
describe('message store for retries', () => {
  it("answers Baileys' getMessage from the registered store with the connection's company", async () => {
    const admin = await login(t, seed.a.admin.email);
    const created = await admin.post('/whatsapp', { name: 'Principal' });
    expect(created.status).toBe(201);
    const asked: Array<[number, number, string]> = [];
    t.kernel.channels.useMessageStore(async (companyId, connectionId, ref) => {
      asked.push([companyId, connectionId, ref.waMessageId]);
      return ref.waMessageId === 'ABC' ? 'olá de novo' : undefined;
    });
    const deadline = Date.now() + 5000;
    let running:
      { provider: { options: { getMessage?: (r: MessageRef) => Promise<string | undefined> } } } | undefined;
    while (!running && Date.now() < deadline) {
      running = (t.kernel.channels as unknown as { running: Map<number, typeof running> }).running.get(
        created.body.id,
      );
      if (!running) await new Promise((r) => setTimeout(r, 50));
    }
    const getMessage = running!.provider.options.getMessage!;
    expect(await getMessage({ chatId: '5511999990000', waMessageId: 'ABC', fromMe: true })).toBe(
      'olá de novo',
    );
    expect(await getMessage({ chatId: '5511999990000', waMessageId: 'XYZ', fromMe: true })).toBeUndefined();
    expect(asked).toEqual([
      [seed.a.id, created.body.id, 'ABC'],
      [seed.a.id, created.body.id, 'XYZ'],
    ]);
  });
});
