import type { PolicyWire } from '../contracts.js';
import type { SlaPolicy } from '../sla-models.js';

export function toWire(p: SlaPolicy, targetName: string | null): PolicyWire {
  return {
    id: p.id,
    name: p.name,
    appliesTo: p.appliesTo,
    targetId: p.targetId,
    targetName,
    firstResponseMinutes: p.firstResponseMinutes,
    nextResponseMinutes: p.nextResponseMinutes,
    resolutionMinutes: p.resolutionMinutes,
    businessHours: Boolean(p.businessHours),
    createdAt: new Date(p.createdAt as unknown as string).toISOString(),
    updatedAt: new Date(p.updatedAt as unknown as string).toISOString(),
  };
}
