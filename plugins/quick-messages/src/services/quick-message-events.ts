import type { QuickMessageWire } from '../contracts.js';
import type { QuickMessage } from '../quick-message-model.js';
import type { QuickMessageDeps } from './quick-message-deps.js';
import { toWire } from './quick-message-wire.js';

/** Whaticket's `company-{id}-quickemessage` (its spelling), `{ action, record }` or `{ action: 'delete', id }`. */
export type QuickMessageEvent =
  { action: 'create' | 'update'; record: QuickMessageWire } | { action: 'delete'; id: number };

const ENTITY = 'quickemessage';

/** Who hears a quick message: the company when it is general, else only its author (it is private). */
function tell(deps: QuickMessageDeps, qm: QuickMessage, event: QuickMessageEvent) {
  if (qm.geral) deps.realtime.emitToCompany(qm.companyId, ENTITY, event);
  else if (qm.userId) deps.realtime.emitToUser(qm.companyId, qm.userId, ENTITY, event);
}

export function emitSaved(
  deps: QuickMessageDeps,
  action: 'create' | 'update',
  qm: QuickMessage,
  wasGeral = false,
) {
  // no longer general: the others' lists drop it, its author's keeps it
  if (wasGeral && !qm.geral)
    deps.realtime.emitToCompany(qm.companyId, ENTITY, { action: 'delete', id: qm.id });
  tell(deps, qm, { action, record: toWire(deps, qm) });
}

export function emitDeleted(deps: QuickMessageDeps, qm: QuickMessage) {
  tell(deps, qm, { action: 'delete', id: qm.id });
}
