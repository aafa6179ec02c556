/**
 * One kernel process (contacts, tickets, schedules) for the two-process test. Reports on stdout, one JSON line
 * each: `ready` with its URL, lease changes, every message its simulator accepts (`sim-sent`) and every schedule
 * its jobs queued (`queued`, from the `schedule.queued` hook). A fresh simulator scans whenever asked.
 */
import contacts from '@balcao/plugin-contacts';
import tickets from '@balcao/plugin-tickets';
import { createKernel } from '@balcao/core';
import schedules from '../../src/index.js';
import { childKernelEnv, say } from '@balcao/core/testing';

const kernel = await createKernel({
  env: childKernelEnv(),
  plugins: [contacts, tickets, schedules],
});

const sim = kernel.channels.sim!;
const simSend = sim.send.bind(sim);
sim.send = (id, message) => {
  const result = simSend(id, message);
  say({ ev: 'sim-sent', connectionId: Number(id), waMessageId: result.waMessageId, to: message.to });
  return result;
};
kernel.hooks.on(
  'connection.lease',
  (e: { connectionId: number; owned: boolean }) => void say({ ev: 'lease', ...e }),
);
kernel.hooks.on('connection.status', (e: { connectionId: number; status: string }) => {
  if (e.status === 'qrcode') queueMicrotask(() => sim.scan(String(e.connectionId)));
});
kernel.hooks.on('schedule.queued', (e) => void say({ ev: 'queued', ...e }));
const url = await kernel.listen(0, '127.0.0.1');
say({ ev: 'ready', url });
