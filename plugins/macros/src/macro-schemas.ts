import { z } from 'zod';
import { atLeastOne, lenientBody, text } from '@balcao/core';
import { actionStep } from '@balcao/plugin-tickets';

const fields = z
  .object({
    name: text(1, 100),
    visibility: z.enum(['shared', 'personal'], { error: 'Choose shared or personal' }),
    actions: z
      .array(actionStep, { error: 'Required' })
      .min(1, { error: 'Add at least one action' })
      .max(20, { error: 'At most 20 actions' }),
  })
  .strict();

// the screen's form may post the record back as it loaded it
const echoes = ['id', 'userId', 'createdAt', 'updatedAt', 'mine'];

/** POST /macros */
export const macroBody = lenientBody(fields, { echoes });
/** PUT /macros/:id: any of the fields, at least one */
export const macroPatch = lenientBody(atLeastOne(fields.partial()), { echoes });
/** POST /macros/:id/apply/:ticketId: the optional Idempotency-Key header */
export const applyHeaders = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() });

export type MacroFields = z.output<typeof macroBody>;
export type MacroChanges = z.output<typeof macroPatch>;
export type MacroStep = MacroFields['actions'][number];
