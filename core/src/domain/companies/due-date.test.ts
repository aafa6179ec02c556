import { describe, expect, it } from 'vitest';
import { advanceDueDate, trialDueDate } from './due-date.js';

describe('advanceDueDate', () => {
  const jan31 = new Date('2026-01-31T12:00:00Z');
  it.each([
    ['MENSAL', '2026-02-28'],
    ['BIMESTRAL', '2026-03-31'],
    ['TRIMESTRAL', '2026-04-30'],
    ['SEMESTRAL', '2026-07-31'],
    ['ANUAL', '2027-01-31'],
  ] as const)('%s moves 31 Jan 2026 to %s', (recurrence, expected) => {
    expect(advanceDueDate(jan31, recurrence).toISOString().slice(0, 10)).toBe(expected);
  });

  it('starts from today when the company has no due date', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(advanceDueDate(null, 'MENSAL', now).toISOString().slice(0, 10)).toBe('2026-12-22');
  });

  it('gives a trial three days', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(trialDueDate(now).toISOString()).toBe('2026-11-25T10:00:00.000Z');
  });
});
