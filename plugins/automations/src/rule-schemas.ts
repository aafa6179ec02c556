import { z } from 'zod';
import { atLeastOne, lenientBody, text } from '@balcao/core';
import { actionStep } from '@balcao/plugin-tickets';
import { conditionSpec, eventNames, ticketStatuses } from './catalogue.js';

/** one condition: a known field, one of its comparisons, and the value it needs (checked against the catalogue) */
const condition = z
  .object({
    field: z.string({ error: 'Required' }).trim().min(1, { error: 'Required' }).max(40),
    key: z.string().trim().max(100).optional(),
    op: z.string({ error: 'Required' }).trim().min(1, { error: 'Required' }).max(20),
    value: z.union([z.string().trim().max(500), z.number().int(), z.null()]).optional(),
  })
  .strict()
  .superRefine((c, ctx) => {
    const spec = conditionSpec(c.field);
    if (!spec) return void ctx.addIssue({ code: 'custom', path: ['field'], message: 'Unknown field' });
    if (!spec.ops.includes(c.op))
      return void ctx.addIssue({ code: 'custom', path: ['op'], message: 'Unknown comparison' });
    if (spec.keyed && !c.key) ctx.addIssue({ code: 'custom', path: ['key'], message: 'Required' });
    const needsValue = spec.value !== 'none' && c.op !== 'isEmpty' && c.op !== 'isNotEmpty';
    if (!needsValue) return;
    const v = c.value;
    const isId = ['queue', 'tag', 'connection'].includes(spec.value);
    if (isId && !(Number.isInteger(Number(v)) && Number(v) > 0 && v !== null && v !== ''))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Required' });
    if (spec.value === 'status' && !ticketStatuses.includes(String(v)))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Choose pending, open or closed' });
    if (spec.value === 'text' && (typeof v !== 'string' || !v.trim()))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Required' });
  });

const fields = z
  .object({
    name: text(1, 100),
    enabled: z.boolean().optional(),
    event: z.enum(eventNames, { error: 'Choose an event' }),
    conditions: z.array(condition).max(20, { error: 'At most 20 conditions' }).optional(),
    actions: z
      .array(actionStep, { error: 'Required' })
      .min(1, { error: 'Add at least one action' })
      .max(20, { error: 'At most 20 actions' }),
    idleMinutes: z.coerce.number().int().min(1).max(10_080).nullable().optional(),
  })
  .strict();

// the screen's form may post the record back as it loaded it
const echoes = ['id', 'createdAt', 'updatedAt'];

/** POST /automations (enabled by default, no conditions by default); an idle rule's minutes are checked on save */
export const ruleBody = lenientBody(fields, { echoes });
/** PUT /automations/:id: any of the fields, at least one */
export const rulePatch = lenientBody(atLeastOne(fields.partial()), { echoes });

export type RuleFields = z.output<typeof ruleBody>;
export type RuleChanges = z.output<typeof rulePatch>;
export type RuleStep = RuleFields['actions'][number];
export type RuleCondition = NonNullable<RuleFields['conditions']>[number];
