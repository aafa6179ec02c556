import type { SlaPolicy } from '../sla-models.js';

/** A policy as the API answers it: its columns and the name of what it applies to. */
export interface PolicyWire {
  id: number;
  name: string;
  appliesTo: SlaPolicy['appliesTo'];
  targetId: number | null;
  targetName: string | null;
  firstResponseMinutes: number | null;
  nextResponseMinutes: number | null;
  resolutionMinutes: number | null;
  businessHours: boolean;
  createdAt: string;
  updatedAt: string;
}

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
