/**
 * What the SLA routes answer and accept, typed once for the plugin and modules/sla. Types only: the file imports
 * nothing.
 */

/** What a policy applies to: every ticket of the company, or those of one queue, tag or connection. */
export type AppliesTo = 'company' | 'queue' | 'tag' | 'connection';

/** A policy as GET /sla-policies lists it, and as GET, POST and PUT /sla-policies/:id answer it. */
export interface PolicyWire {
  id: number;
  name: string;
  appliesTo: AppliesTo;
  /** the queue's, tag's or connection's id; null for a company policy */
  targetId: number | null;
  /** the name of what it applies to (null: a company policy, or the target is gone) */
  targetName: string | null;
  firstResponseMinutes: number | null;
  nextResponseMinutes: number | null;
  resolutionMinutes: number | null;
  businessHours: boolean;
  createdAt: string;
  updatedAt: string;
}

/** POST /sla-policies and PUT /sla-policies/:id (a policy is replaced whole); null minutes: no such target. */
export type PolicyInput = Omit<PolicyWire, 'id' | 'targetName' | 'createdAt' | 'updatedAt'>;

/** GET /sla-report's split: by the queue or by the attendant that answers for each ticket. */
export type AttainmentBy = 'queue' | 'attendant';

// a type, not an interface: the screen's api client takes it as a record of query values
/** GET /sla-report?initialDate&finalDate&by: the company's calendar days, both included. */
export type AttainmentParams = {
  initialDate: string;
  finalDate: string;
  by: AttainmentBy;
};

/** Of the tickets under a target: how many met it, how many breached it (the rest still run). */
export interface TargetFigures {
  met: number;
  breached: number;
}

/** GET /sla-report's figures of a group of tickets. */
export interface AttainmentFigures {
  /** tickets whose SLA started in the period under a policy */
  tickets: number;
  /** of them, those that breached any target */
  breached: number;
  /** the share without a breach, 0 to 1 (running tickets count as not breached yet); null without tickets */
  attainment: number | null;
  firstResponse: TargetFigures;
  /** a ticket's breach of its current next response (a later answer clears it, so only this one is known) */
  nextResponse: { breached: number };
  resolution: TargetFigures;
}

/** GET /sla-report: the period's totals and one row per queue or attendant (key null: the tickets without one). */
export interface Attainment {
  by: AttainmentBy;
  from: string;
  to: string;
  totals: AttainmentFigures;
  rows: Array<{ key: number | null; name: string } & AttainmentFigures>;
}
