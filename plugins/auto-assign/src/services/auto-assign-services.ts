import type { AutoAssignPatch, AutoAssignSettings } from '../settings-schemas.js';
import type { AssignDeps } from './assign-deps.js';
import type { Assignment } from './assign-next.js';
import { offerEverywhere, offerForUser, offerPending } from './offer-pending.js';
import { readSettings, writeSettings } from './queue-settings.js';

export interface AutoAssignServices {
  settings(companyId: number, queueId: number): Promise<AutoAssignSettings>;
  /** writes the settings; turning a queue on (or raising its capacity) offers its waiting tickets at once */
  configure(companyId: number, queueId: number, patch: AutoAssignPatch): Promise<AutoAssignSettings>;
  /** offers the queue's waiting tickets, oldest first, while someone can take them */
  offer(companyId: number, queueId: number): Promise<Assignment[]>;
  /** the same for every auto-assigning queue of the attendant */
  offerForUser(companyId: number, userId: number): Promise<Assignment[]>;
  /** the minute job's walk over every active company */
  offerEverywhere(): Promise<number>;
}

export function autoAssignServices(deps: AssignDeps): AutoAssignServices {
  return {
    settings: (companyId, queueId) => readSettings(deps, companyId, queueId),
    configure: async (companyId, queueId, patch) => {
      const saved = await writeSettings(deps, companyId, queueId, patch);
      if (saved.autoAssign) await offerPending(deps, companyId, queueId);
      return saved;
    },
    offer: (companyId, queueId) => offerPending(deps, companyId, queueId),
    offerForUser: (companyId, userId) => offerForUser(deps, companyId, userId),
    offerEverywhere: () => offerEverywhere(deps),
  };
}
