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
import { childKernelEnv, listenAndSayReady, reportConnections, reportingSim } from '@balcao/core/testing';

const kernel = await createKernel({
  env: childKernelEnv(),
  plugins: [contacts, tickets, ...peerPlugins, campaigns],
});
reportingSim(kernel);
reportConnections(kernel);
await listenAndSayReady(kernel);
