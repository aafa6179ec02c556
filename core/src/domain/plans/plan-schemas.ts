import { z } from 'zod';
import { atLeastOne, text } from '../../http/validate.js';
import { lenientBody } from '../../http/lenient-body.js';
import { lenientNumber } from '../../http/lenient-values.js';
import type { PlanFlagRegistry } from '../../registries/plan-flags.js';
import type { PlanLimitRegistry } from '../../registries/plan-limits.js';

// Whaticket's plan form shows value as "299,9" (pt-BR) and posts it back as typed
const count = lenientNumber(z.number().int().min(0).max(100000));
const money = lenientNumber(z.number().min(0).max(1e9));
const flag = z.boolean();

/** what the plan form sends back from the loaded plan and the server decides */
export const planEchoes = ['id', 'createdAt', 'updatedAt'] as const;

const columns = {
  name: text(1, 100),
  users: count,
  connections: count,
  queues: count,
  value: money,
  enabled: flag.optional(),
};

/** The plan body: its own columns and every plan flag and limit the plugins declared (docs/plugins.md "Registries"). */
export function planSchemas(flags: PlanFlagRegistry, limits: PlanLimitRegistry) {
  const fields = z.object({ ...columns, ...limits.shape(), ...flags.shape() }).strict();
  return {
    planBody: lenientBody(fields, { echoes: planEchoes }),
    planPatch: lenientBody(atLeastOne(fields.partial().strict()), { echoes: planEchoes }),
  };
}

type PlanSchemas = ReturnType<typeof planSchemas>;
export type PlanFields = z.output<PlanSchemas['planBody']>;
export type PlanChanges = z.output<PlanSchemas['planPatch']>;
