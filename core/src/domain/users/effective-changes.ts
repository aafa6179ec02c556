import type { z } from 'zod';
import type { User } from './user-model.js';
import type { userPatch } from './user-schemas.js';

export type UserChanges = z.output<typeof userPatch>;

const sameIds = (a: number[], b: number[]) => {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((id) => set.has(id));
};

/**
 * The part of a save that changes something. Whaticket's user form posts the user back as loaded (profile,
 * super, queues, connection…), also when an attendant edits their own name; a field equal to what is stored is
 * an echo, so only a real change is checked against what the caller may change.
 */
export function effectiveChanges(changes: UserChanges, current: User): UserChanges {
  const out: UserChanges = { ...changes };
  if (out.name === current.name) delete out.name;
  if (out.email?.toLowerCase() === current.email) delete out.email;
  if (out.profile === current.profile) delete out.profile;
  if (out.super === current.super) delete out.super;
  if (out.allTicket === current.allTicket) delete out.allTicket;
  if (out.whatsappId !== undefined && out.whatsappId === current.whatsappId) delete out.whatsappId;
  const queueIds = (current.queues ?? []).map((q) => q.id);
  if (out.queueIds && sameIds(out.queueIds, queueIds)) delete out.queueIds;
  return out;
}
