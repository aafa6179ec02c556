/**
 * One kernel process (contacts + tickets) for the crash test. Reports on stdout, one JSON line each: `ready`
 * with its URL, lease changes, saved statuses and every message its simulator accepts (`sim-sent`, written as
 * WhatsApp takes it, so a kill -9 right after still shows it). SIM_UNREACHABLE=1 makes the connection unable to
 * open here, so replies queue up; a fresh simulator has no linked phone, so the phone scans whenever asked.
 */
import contacts from '@balcao/plugin-contacts';
import { createKernel } from '@balcao/core';
import tickets from '../../src/index.js';
import { childKernelEnv, say } from '@balcao/core/testing';

const connectionId = String(process.env.CONNECTION_ID);
const kernel = await createKernel({
  env: childKernelEnv(),
  plugins: [contacts, tickets],
});

const sim = kernel.channels.sim!;
if (process.env.SIM_UNREACHABLE === '1') sim.setReachable(connectionId, false);
const simSend = sim.send.bind(sim);
sim.send = (id, message) => {
  const result = simSend(id, message);
  say({
    ev: 'sim-sent',
    connectionId: Number(id),
    waMessageId: result.waMessageId,
    body: 'body' in message ? message.body : undefined,
  });
  return result;
};

type Lease = { connectionId: number; owned: boolean; owner: string };
type Status = { connectionId: number; status: string };
kernel.hooks.on('connection.lease', (e: Lease) => void say({ ev: 'lease', ...e }));
kernel.hooks.on('connection.status', (e: Status) => {
  say({ ev: 'status', ...e });
  if (e.status === 'qrcode') queueMicrotask(() => sim.scan(String(e.connectionId)));
});
const url = await kernel.listen(0, '127.0.0.1');
say({ ev: 'ready', url });
