/** One attendant who could take the ticket: how many tickets they have open, and their last turn in the queue. */
export interface Candidate {
  userId: number;
  open: number;
  /** epoch ms of their last auto-assignment in this queue; 0 when never */
  lastAssignedAt: number;
}

/**
 * The fair choice: among those under `capacity`, the fewest open tickets, then the one who waited longest
 * since their last turn, then the lowest id (so the choice never depends on row order). Undefined when full.
 */
export function pickAttendant(candidates: Candidate[], capacity: number): Candidate | undefined {
  return candidates
    .filter((c) => c.open < capacity)
    .sort((a, b) => a.open - b.open || a.lastAssignedAt - b.lastAssignedAt || a.userId - b.userId)[0];
}
