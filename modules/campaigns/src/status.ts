import { formatTime, isoDay } from '@balcao/kit';
import type { IconName, Intent } from '@blueprintjs/core';
import { cancelCampaign, restartCampaign, type Campaign, type CampaignStatus } from './api';

/** What a running campaign (stop it) and a cancelled one (start it again) offer, in the list and the dialog. */
export const VERBS: Partial<Record<CampaignStatus, Verb>> = {
  EM_ANDAMENTO: {
    run: cancelCampaign,
    done: 'canceled',
    listKey: 'actions.stop',
    dialogKey: 'dialog.cancel',
    intent: 'warning',
    icon: 'pause',
  },
  CANCELADA: {
    run: restartCampaign,
    done: 'restarted',
    listKey: 'actions.restart',
    dialogKey: 'dialog.restart',
    intent: 'success',
    icon: 'play',
  },
};
interface Verb {
  run: (id: number) => Promise<unknown>;
  /** the success toast's key */
  done: string;
  /** the list's icon label and the dialog's button text */
  listKey: string;
  dialogKey: string;
  intent: Intent;
  icon: IconName;
}

const HOUR_MS = 3_600_000;

/** Spec §4: editable only when INATIVA, or PROGRAMADA with the schedule more than one hour ahead. */
export function isEditable(c: Pick<Campaign, 'status' | 'scheduledAt'> | null, now = Date.now()): boolean {
  if (!c) return true;
  if (c.status === 'INATIVA') return true;
  if (c.status !== 'PROGRAMADA' || !c.scheduledAt) return false;
  return new Date(c.scheduledAt).getTime() - now > HOUR_MS;
}

/** Spec §4: a read-only CANCELADA campaign still allows saving (its messages, before a restart). */
export const maySave = (c: Pick<Campaign, 'status' | 'scheduledAt'> | null, now = Date.now()) =>
  isEditable(c, now) || c?.status === 'CANCELADA';

/** Spec §4: progress = delivered / valid contacts, as a fraction 0..1. */
export const progress = (delivered: number, valid: number) =>
  valid > 0 ? Math.min(1, delivered / valid) : 0;

/** An instant as the datetime-local input's 'YYYY-MM-DDTHH:mm' in the browser's zone. */
export function toLocalInput(value: string | null | undefined): string {
  const time = formatTime(value);
  return time && `${isoDay(new Date(value!))}T${time}`;
}
/** The datetime-local value back to an instant (ISO), or null when empty. */
export const fromLocalInput = (value: string): string | null =>
  value ? new Date(value).toISOString() : null;
