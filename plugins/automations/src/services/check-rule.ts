import { AppError, type ErrorCode } from '@balcao/core';
import type { AutomationEvent } from '../contracts.js';
import type { RuleCondition } from '../rule-schemas.js';
import { conditionSpec } from '../catalogue.js';
import type { AutomationDeps } from './automation-deps.js';

/** the kernel's shared tables a condition names (the tags plugin answers for its own) */
const coreOwners: Record<string, { table: string; code: ErrorCode }> = {
  queue: { table: 'queues', code: 'ERR_NO_QUEUE_FOUND' },
  connection: { table: 'whatsapps', code: 'ERR_NO_WAPP_FOUND' },
};

/**
 * The conditions fit the event (a message's text only on message.received: 400 `conditions.<i>.field`), and the
 * queue, tag or connection each names is the company's (its owner's 404 code). Answers them as stored.
 */
export async function checkedConditions(
  deps: Pick<AutomationDeps, 'db' | 'tags'>,
  companyId: number,
  event: AutomationEvent,
  conditions: RuleCondition[],
): Promise<string> {
  const fields: Record<string, string> = {};
  conditions.forEach((c, i) => {
    const spec = conditionSpec(c.field);
    if (spec?.events && !spec.events.includes(event))
      fields[`conditions.${i}.field`] = 'Not available for this event';
  });
  if (Object.keys(fields).length) throw new AppError('ERR_VALIDATION', 400, { fields });
  const stored = [];
  for (const c of conditions) {
    const kind = conditionSpec(c.field)!.value;
    const owner = coreOwners[kind];
    const hasValue = c.value != null && c.value !== '';
    const isId = Boolean(owner) || kind === 'tag';
    if (owner && hasValue) {
      const found = await deps.db
        .tenant(companyId)(owner.table)
        .where({ id: Number(c.value) })
        .first('id');
      if (!found) throw new AppError(owner.code, 404);
    }
    // 404 ERR_NO_TAG_FOUND for another company's
    if (kind === 'tag' && hasValue) await deps.tags.find(companyId, Number(c.value));
    const spec = conditionSpec(c.field)!;
    stored.push({
      field: c.field,
      ...(spec.keyed && c.key ? { key: c.key } : {}),
      op: c.op,
      ...(hasValue ? { value: isId ? Number(c.value) : c.value } : {}),
    });
  }
  return JSON.stringify(stored);
}

/** an idle rule needs its minutes (400 `idleMinutes`); other events keep none */
export function idleMinutesFor(event: AutomationEvent, minutes: number | null | undefined): number | null {
  if (event !== 'ticket.idle') return null;
  if (!minutes) throw new AppError('ERR_VALIDATION', 400, { fields: { idleMinutes: 'Required' } });
  return minutes;
}
