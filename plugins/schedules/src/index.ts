import { definePlugin, mediaUploads } from '@balcao/core';
import type { ContactServices } from '@balcao/plugin-contacts';
import type { TicketServices } from '@balcao/plugin-tickets';
import { listenToContactMerges } from './listeners/contact-merge.js';
import { listenToTicketFolds } from './listeners/ticket-fold.js';
import { createSchedulesTable } from './migrations/001_schedules.js';
import { scheduleRoutes } from './routes.js';
import { defineSendJob } from './sending/send-schedule-job.js';
import { applyOutboxStatus } from './sending/track-outbox.js';
import type { ScheduleDeps } from './services/schedule-deps.js';
import { scheduleServices, type ScheduleServices } from './services/schedule-services.js';
import { scheduleUi } from './ui.js';

export type { ScheduleServices } from './services/schedule-services.js';
export type { ScheduleEvent } from './services/schedule-events.js';
export type { ScheduleWire } from './contracts.js';
export { Schedule, type ScheduleStatus } from './schedule-model.js';
export { renderBody, SCHEDULE_VARIABLES } from './sending/render-variables.js';
// registers the plugin's error codes (and merges their types) before any route can throw one
import './errors.js';

/** Scheduled messages (spec §2, §3, §7): sent at sendAt through the outbox, one job per schedule. */
export default definePlugin<ScheduleServices>({
  name: 'schedules',
  requires: ['contacts', 'tickets'],
  // spec §2: schedules need the schedules flag (routes, rooms and the send jobs alike)
  planFlag: 'useSchedules',
  declares: {
    planFlags: [
      {
        key: 'useSchedules',
        labels: { pt: 'Agendamentos', en: 'Schedules', es: 'Agendamientos' },
        default: true,
      },
    ],
    planLimits: [
      {
        key: 'schedules',
        labels: { pt: 'Agendamentos pendentes', en: 'Pending schedules', es: 'Agendamientos pendientes' },
        // pending (not yet sent) schedules at once: far above what a team schedules by hand, low enough that
        // one company cannot fill the job table
        default: 500,
        code: 'ERR_PLAN_SCHEDULE_LIMIT',
      },
    ],
  },
  migrations: [createSchedulesTable],
  setup(ctx) {
    const contacts = ctx.services<ContactServices>('contacts');
    const tickets = ctx.services<TicketServices>('tickets');
    const deps: ScheduleDeps = {
      knex: ctx.knex,
      db: ctx.db,
      realtime: ctx.realtime,
      media: ctx.media,
      jobs: ctx.jobs,
      channels: ctx.channels,
      planLimits: ctx.planLimits,
      log: ctx.log,
      publicUrl: ctx.config.API_URL,
      contacts,
      tickets,
    };
    // a contact merge moves the merged contact's schedules, and those of a ticket folded into another
    listenToContactMerges(contacts, ctx.db);
    listenToTicketFolds(tickets, ctx.db);
    defineSendJob(deps, ctx.hooks);
    // the process that saw the outbox row change records it (each change is announced once, by one process)
    ctx.hooks.on('outbox.status', (e) => applyOutboxStatus(deps, e));
    const services = scheduleServices(deps);
    scheduleRoutes(ctx.router, services, mediaUploads(ctx));
    return services;
  },
  ui: scheduleUi,
});
