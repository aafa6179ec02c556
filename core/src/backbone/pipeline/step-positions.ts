/**
 * Where a step may sit in the inbound pipeline, in the order they run. Each feature has its slot, so a
 * plugin never needs to know which others are installed: contacts are known before tickets, tickets before
 * the rating reply, and so on down to the option tree; 'after' is for observers of the finished work.
 */
export const stepPositions = [
  'contact',
  'ticket',
  'rating',
  'out-of-hours',
  'integration',
  'queue-menu',
  'option-tree',
  'after',
] as const;

export type StepPosition = (typeof stepPositions)[number];
