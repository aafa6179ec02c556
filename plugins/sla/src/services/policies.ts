import { AppError, tenant } from '@balcao/core';
import type { PolicyFields } from '../sla-schemas.js';
import { SlaPolicy } from '../sla-models.js';
import { targetName, targetNameOrNull } from './policy-targets.js';
import type { PolicyWire } from '../contracts.js';
import { toWire } from './policy-wire.js';
import type { SlaDeps } from './sla-deps.js';
import { forgetPolicyNames } from './ticket-sla-cache.js';

/** The company's policies, by name. */
export async function listPolicies(deps: SlaDeps, companyId: number): Promise<PolicyWire[]> {
  const rows = await tenant(companyId)(SlaPolicy).orderBy('name').orderBy('id');
  return Promise.all(
    rows.map(async (p) => toWire(p, await targetNameOrNull(deps, companyId, p.appliesTo, p.targetId))),
  );
}

export async function findPolicy(companyId: number, id: number): Promise<SlaPolicy> {
  const row = await tenant(companyId)(SlaPolicy).findById(id);
  if (!row) throw new AppError('ERR_NO_SLA_POLICY_FOUND', 404);
  return row;
}

export async function showPolicy(deps: SlaDeps, companyId: number, id: number): Promise<PolicyWire> {
  const p = await findPolicy(companyId, id);
  return toWire(p, await targetNameOrNull(deps, companyId, p.appliesTo, p.targetId));
}

/** A new policy; tickets already open keep theirs until their queue, tags or connection change. */
export async function createPolicy(
  deps: SlaDeps,
  companyId: number,
  fields: PolicyFields,
): Promise<PolicyWire> {
  const name = await targetName(deps, companyId, fields.appliesTo, fields.targetId);
  const row = await tenant(companyId)(SlaPolicy).insertAndFetch(fields);
  forgetPolicyNames(deps.cache, companyId);
  const wire = toWire(row, name);
  deps.realtime.emitToCompany(companyId, 'slaPolicy', { action: 'create', record: wire });
  return wire;
}

/** Replaces a policy's fields; tickets already under it keep the due times they were given. */
export async function updatePolicy(
  deps: SlaDeps,
  companyId: number,
  id: number,
  fields: PolicyFields,
): Promise<PolicyWire> {
  await findPolicy(companyId, id);
  const name = await targetName(deps, companyId, fields.appliesTo, fields.targetId);
  const row = await tenant(companyId)(SlaPolicy).patchAndFetchById(id, fields);
  forgetPolicyNames(deps.cache, companyId);
  const wire = toWire(row, name);
  deps.realtime.emitToCompany(companyId, 'slaPolicy', { action: 'update', record: wire });
  return wire;
}

/** Tickets under it keep their due times (their policy reads as none). */
export async function deletePolicy(deps: SlaDeps, companyId: number, id: number): Promise<void> {
  await findPolicy(companyId, id);
  await tenant(companyId)(SlaPolicy).deleteById(id);
  forgetPolicyNames(deps.cache, companyId);
  deps.realtime.emitToCompany(companyId, 'slaPolicy', { action: 'delete', id });
}
