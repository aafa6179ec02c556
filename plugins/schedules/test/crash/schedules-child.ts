/**
 * One kernel process (contacts, tickets, schedules) for the two-process test. Reports on stdout, one JSON line
 * each: `ready` with its URL, lease changes, every message its simulator accepts (`sim-sent`) and every schedule
 * its jobs queued (`queued`, from the `schedule.queued` hook). A fresh simulator scans whenever asked.
 */
import contacts from '@balcao/plugin-contacts';
import tickets from '@balcao/plugin-tickets';
import { createKernel } from '@balcao/core';
import schedules from '../../src/index.js';
import {
  childKernelEnv,
  listenAndSayReady,
  reportConnections,
  reportingSim,
  say,
} from '@balcao/core/testing';

const kernel = await createKernel({
  env: childKernelEnv(),
  plugins: [contacts, tickets, schedules],
});
reportingSim(kernel);
reportConnections(kernel);
kernel.hooks.on('schedule.queued', (e) => void say({ ev: 'queued', ...e }));
await listenAndSayReady(kernel);
