/**
 * One kernel process with the campaigns plugin for the crash test. Reports on stdout, one JSON line each:
 * `ready` with its URL, lease changes and every message its simulator accepts (`sim-sent`, written as WhatsApp
 * takes it, so a kill -9 right after still shows it). A fresh simulator has no linked phone, so the phone
 * scans whenever asked.
 */
import contacts from '@balcao/plugin-contacts';
import tickets from '@balcao/plugin-tickets';
import { createKernel } from '@balcao/core';
import campaigns from '../../src/index.js';
import { peerPlugins } from '../support/peer-plugins.js';
import { childKernelEnv, say } from '@balcao/core/testing';

const kernel = await createKernel({
  env: childKernelEnv(),
  plugins: [contacts, tickets, ...peerPlugins, campaigns],
});

const sim = kernel.channels.sim!;
const simSend = sim.send.bind(sim);
sim.send = (id, message) => {
  const result = simSend(id, message);
  say({ ev: 'sim-sent', connectionId: Number(id), waMessageId: result.waMessageId, chatId: result.chatId });
  return result;
};

type Lease = { connectionId: number; owned: boolean; owner: string };
type Status = { connectionId: number; status: string };
kernel.hooks.on('connection.lease', (e: Lease) => void say({ ev: 'lease', ...e }));
kernel.hooks.on('connection.status', (e: Status) => {
  if (e.status === 'qrcode') queueMicrotask(() => sim.scan(String(e.connectionId)));
});
const url = await kernel.listen(0, '127.0.0.1');
say({ ev: 'ready', url });
