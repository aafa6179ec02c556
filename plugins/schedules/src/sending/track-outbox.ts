import { type ChannelHookEvents, tenant } from '@balcao/core';

type OutboxStatusEvent = ChannelHookEvents['outbox.status'];
import { Schedule } from '../schedule-model.js';
import type { ScheduleDeps } from '../services/schedule-deps.js';
import { emitSaved } from '../services/schedule-events.js';

const KEY = /^schedule:(\d+)(?::(\d+))?$/;

/**
 * The outbox's word on a schedule's message (hook `outbox.status`, matched by its key): sent, delivered or read
 * make it ENVIADA with sentAt (once), failed makes it ERRO. Other keys and statuses are not ours.
 */
export async function applyOutboxStatus(
  deps: ScheduleDeps,
  e: Pick<OutboxStatusEvent, 'companyId' | 'idempotencyKey' | 'status'>,
) {
  const match = KEY.exec(e.idempotencyKey ?? '');
  const id = Number(match?.[1]);
  if (!id) return;
  // only the current try speaks for the schedule: a late word on an earlier, failed one is history
  const attempt = Number(match?.[2] ?? 0);
  const sent = e.status === 'sent' || e.status === 'delivered' || e.status === 'read';
  if (!sent && e.status !== 'failed') return;
  const q = tenant(e.companyId)(Schedule).where({ id, attempt });
  const changed = sent
    ? await q.whereNot('status', 'ENVIADA').patch({ status: 'ENVIADA', sentAt: new Date() })
    : await q.whereNotIn('status', ['ENVIADA', 'ERRO']).patch({ status: 'ERRO' });
  if (!changed) return;
  const s = await tenant(e.companyId)(Schedule).findById(id);
  if (s) await emitSaved(deps, 'update', s);
}
