import { notFound, pageOf, tenant } from '@balcao/core';
import type { QuickMessagePage } from '../contracts.js';
import { QuickMessage } from '../quick-message-model.js';
import { mayView, mustEdit, type Caller } from '../quick-message-permissions.js';
import type { QuickMessageListQuery, QuickMessagePageQuery } from '../quick-message-schemas.js';
import type { QuickMessageDeps } from './quick-message-deps.js';
import { toWire } from './quick-message-wire.js';

/** Whaticket's page size. */
export const QUICK_MESSAGE_PAGE_SIZE = 20;

/** The company's general quick messages and those of one user (geral is stored as 1/0 on both engines). */
const visibleTo = (companyId: number, userId: number) =>
  tenant(companyId)(QuickMessage).where((q) => q.where('quick_messages.userId', userId).orWhere('geral', 1));

/** One page of what the caller sees (theirs and the general ones) by shortcode: `{ records, count, hasMore }`. */
export async function listQuickMessagePage(
  deps: QuickMessageDeps,
  caller: Caller,
  { searchParam, pageNumber }: QuickMessagePageQuery,
) {
  const term = searchParam.trim().toLowerCase();
  const base = () => {
    const q = visibleTo(caller.companyId, caller.id);
    if (term) q.whereRaw('LOWER(quick_messages.shortcode) LIKE ?', [`%${term}%`]);
    return q;
  };
  const { rows, count, hasMore } = await pageOf(base, pageNumber, QUICK_MESSAGE_PAGE_SIZE, (q) =>
    q.orderBy('quick_messages.shortcode').orderBy('quick_messages.id'),
  );
  return {
    records: rows.map((qm) => toWire(deps, qm)),
    count,
    hasMore,
  } satisfies QuickMessagePage;
}

/**
 * `/quick-messages/list?userId=`: that user's and the general ones, as Whaticket's FindService answers. Only a
 * holder of quick-messages:manage may name another user; anyone else gets their own whatever userId says.
 */
export async function listQuickMessagesOf(
  deps: QuickMessageDeps,
  caller: Caller,
  { userId }: QuickMessageListQuery,
) {
  const whose = userId && deps.permissions.holds(caller, 'quick-messages:manage') ? userId : caller.id;
  const rows = await visibleTo(caller.companyId, whose)
    .orderBy('quick_messages.shortcode')
    .orderBy('quick_messages.id');
  return rows.map((qm) => toWire(deps, qm));
}

/** A quick message the caller may see; another company's, or another user's private one, is not found. */
export async function findQuickMessage(
  deps: QuickMessageDeps,
  caller: Caller,
  id: number,
): Promise<QuickMessage> {
  const qm = await tenant(caller.companyId)(QuickMessage).findById(id);
  return qm && mayView(deps.permissions, caller, qm) ? qm : noQuickMessage();
}

/** A quick message the caller may change: 404 when they cannot see it, 403 unless its author or a manager. */
export async function findEditableQuickMessage(
  deps: QuickMessageDeps,
  caller: Caller,
  id: number,
): Promise<QuickMessage> {
  const qm = await findQuickMessage(deps, caller, id);
  mustEdit(deps.permissions, caller, qm);
  return qm;
}

export function noQuickMessage(): never {
  throw notFound('ERR_NO_QUICKMESSAGE_FOUND');
}
