import { type Channels, tenant } from '@balcao/core';
import { Schedule } from '../schedule-model.js';
import type { ScheduleDeps } from '../services/schedule-deps.js';
import { emitSaved } from '../services/schedule-events.js';
import { chooseConnection } from './choose-connection.js';
import { renderBody } from './render-variables.js';
import { applyOutboxStatus } from './track-outbox.js';

type OutboundMessage = Parameters<Channels['enqueue']>[2];

/**
 * A run that starts this long after its time was not on time: the server was down (or far behind) when it came
 * due. Normal pick-up is under a second (the jobs poll every 500 ms).
 */
export const LATE_AFTER_MS = 5_000;

/**
 * The outbox key of a schedule's message: a rerun of its job finds the row instead of sending again. A failed
 * schedule given a new time is a new try (attempt 1, 2 ...) with a key of its own, since the old key's row failed.
 */
export const outboxKey = (scheduleId: number, attempt = 0) =>
  attempt ? `schedule:${scheduleId}:${attempt}` : `schedule:${scheduleId}`;

/**
 * Sends one due schedule through the outbox: variables rendered, image attached, through the contact's
 * connection. Idempotent: a sent schedule is left alone, and a second enqueue under the same key returns the
 * first row. No connection (or no contact) makes it ERRO. Returns whether it was queued now.
 */
export async function sendSchedule(
  deps: ScheduleDeps,
  companyId: number,
  scheduleId: number,
  now = new Date(),
) {
  const s = await tenant(companyId)(Schedule).findById(scheduleId);
  if (!s || s.sentAt || s.status === 'ENVIADA' || s.status === 'ERRO') return false;
  // a job left behind by an edit that moved sendAt later: the moved job sends it
  if (s.sendAt.getTime() - now.getTime() > 1000) return false;
  // due since its time or its last edit (one moved into the past goes at once, and is not late for it);
  // a rerun keeps what the first run found
  const since = Math.max(s.sendAt.getTime(), s.updatedAt?.getTime() ?? 0);
  const late = s.late || now.getTime() - since > LATE_AFTER_MS;
  const [contact] = await deps.contacts.findMany(companyId, [s.contactId]);
  const connectionId = contact && (await chooseConnection(deps, companyId, contact));
  if (!contact || !connectionId) {
    await mark(deps, s, { status: 'ERRO', late });
    return false;
  }
  const text = renderBody(s.body, contact, s.id, now);
  const to = String(contact.number);
  let message: OutboundMessage = { to, type: 'text', body: text };
  if (s.mediaPath) {
    const { record, data } = await deps.media.read(companyId, s.mediaPath);
    message = {
      to,
      type: 'image',
      caption: text,
      media: { data, mimetype: record.mimeType, filename: s.mediaName ?? record.name },
    };
  }
  await mark(deps, s, { status: 'AGENDADA', whatsappId: connectionId, late });
  const row = await deps.channels.enqueue(companyId, connectionId, message, {
    idempotencyKey: outboxKey(s.id, s.attempt),
  });
  // a rerun after the row already went out (its hook ran in a process that died): take the outcome now
  if (row.status !== 'queued' && row.status !== 'sending') await applyOutboxStatus(deps, row);
  return true;
}

async function mark(
  deps: ScheduleDeps,
  s: Schedule,
  patch: Partial<Pick<Schedule, 'status' | 'whatsappId' | 'late'>>,
) {
  const row = await tenant(s.companyId)(Schedule).patchAndFetchById(s.id, patch);
  await emitSaved(deps, 'update', row);
}
