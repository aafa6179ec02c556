/**
 * One kernel process for the inbox crash test. Its pipeline step reports each message it processes as a
 * JSON line; with BLOCK_STEPS=1 the step never finishes instead (killed mid-work).
 */
import { createKernel } from '../../src/kernel.js';
import { messageStepPlugin } from '../support/message-step.js';
import { childKernelEnv, listenAndSayReady, reportConnections, say } from '../support/child-side.js';

const block = process.env.BLOCK_STEPS === '1';

const worker = messageStepPlugin('test-inbox-worker', 'worker', async (e) => {
  if (block) {
    say({ ev: 'blocked', waId: e.waId });
    return new Promise<never>(() => undefined);
  }
  say({ ev: 'processed', waId: e.waId, chatId: e.payload.chatId, body: e.payload.body });
});

const kernel = await createKernel({
  env: childKernelEnv(),
  plugins: [worker],
});
reportConnections(kernel);
await listenAndSayReady(kernel);
