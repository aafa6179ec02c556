/**
 * One kernel process (contacts + tickets) for the crash test. Reports on stdout, one JSON line each: `ready`
 * with its URL, lease changes, saved statuses and every message its simulator accepts (`sim-sent`, written as
 * WhatsApp takes it, so a kill -9 right after still shows it). SIM_UNREACHABLE=1 makes the connection unable to
 * open here, so replies queue up; a fresh simulator has no linked phone, so the phone scans whenever asked.
 */
import contacts from '@balcao/plugin-contacts';
import { createKernel } from '@balcao/core';
import tickets from '../../src/index.js';
import { childKernelEnv, listenAndSayReady, reportConnections, reportingSim } from '@balcao/core/testing';

const connectionId = String(process.env.CONNECTION_ID);
const kernel = await createKernel({
  env: childKernelEnv(),
  plugins: [contacts, tickets],
});

const sim = reportingSim(kernel);
if (process.env.SIM_UNREACHABLE === '1') sim.setReachable(connectionId, false);
reportConnections(kernel);
await listenAndSayReady(kernel);
