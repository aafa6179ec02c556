import { describe, expect, it } from 'vitest';
import { addOpenMinutes, isOpenAt, localTime, type Schedule } from '../src/index.js';
import { saoPaulo } from '@balcao/core/testing';

const day = (weekdayEn: string, startTime: string, endTime: string): Schedule => ({
  weekdayEn,
  startTime,
  endTime,
});

const week: Schedule[] = [
  day('monday', '08:00', '18:00'),
  day('tuesday', '08:00', '18:00'),
  day('wednesday', '08:00', '18:00'),
  day('thursday', '08:00', '18:00'),
  day('friday', '22:00', '02:00'), // overnight: Friday night into Saturday
  day('saturday', '08:00', '12:00'),
  day('sunday', '', ''), // closed
];

// São Paulo is UTC-3 all year (no daylight saving since 2019): 2025-06-02 is a Monday

describe('isOpenAt', () => {
  const cases: Array<[string, Schedule[] | null, Date, boolean]> = [
    ['Monday at opening time', week, saoPaulo('2025-06-02T08:00:00'), true],
    ['Monday a minute before opening', week, saoPaulo('2025-06-02T07:59:59'), false],
    ['Monday mid-afternoon', week, saoPaulo('2025-06-02T15:30:00'), true],
    ['Monday at closing time (end excluded)', week, saoPaulo('2025-06-02T18:00:00'), false],
    ['Monday a minute before closing', week, saoPaulo('2025-06-02T17:59:00'), true],
    ['Sunday, empty times: closed all day', week, saoPaulo('2025-06-08T10:00:00'), false],
    ['Friday before its overnight range', week, saoPaulo('2025-06-06T21:59:00'), false],
    ['Friday night inside the overnight range', week, saoPaulo('2025-06-06T23:30:00'), true],
    ['Saturday early morning, still Friday night', week, saoPaulo('2025-06-07T01:59:00'), true],
    ['Saturday when Friday night has ended', week, saoPaulo('2025-06-07T02:00:00'), false],
    ['Saturday morning, its own range', week, saoPaulo('2025-06-07T09:00:00'), true],
    ['Saturday after noon', week, saoPaulo('2025-06-07T12:00:00'), false],
    [
      'start equal to end (00:00-00:00): closed',
      [day('monday', '00:00', '00:00')],
      saoPaulo('2025-06-02T00:00:00'),
      false,
    ],
    [
      'a weekday without an entry is closed',
      [day('tuesday', '08:00', '18:00')],
      saoPaulo('2025-06-02T10:00:00'),
      false,
    ],
    ['weekdayEn in any case', [day('Monday', '08:00', '18:00')], saoPaulo('2025-06-02T10:00:00'), true],
    ['hours never set: open', null, saoPaulo('2025-06-08T03:00:00'), true],
    ['an empty list: open', [], saoPaulo('2025-06-08T03:00:00'), true],
  ];
  it.each(cases)('%s', (_name, schedules, at, open) => {
    expect(isOpenAt(schedules, at)).toBe(open);
  });

  it('reads the wall clock of the time zone given, São Paulo by default', () => {
    // 12:00 UTC on a Monday is 09:00 in São Paulo (open) and 21:00 in Tokyo (closed)
    const noonUtc = new Date('2025-06-02T12:00:00Z');
    expect(isOpenAt(week, noonUtc)).toBe(true);
    expect(isOpenAt(week, noonUtc, 'Asia/Tokyo')).toBe(false);
    expect(localTime(noonUtc)).toEqual({ weekday: 'monday', minutes: 9 * 60 });
    // 01:00 UTC Tuesday is still Monday 22:00 in São Paulo
    expect(localTime(new Date('2025-06-03T01:00:00Z'))).toEqual({ weekday: 'monday', minutes: 22 * 60 });
  });
});

describe('addOpenMinutes', () => {
  const weekdaysOnly: Schedule[] = [
    day('monday', '08:00', '18:00'),
    day('tuesday', '08:00', '18:00'),
    day('wednesday', '08:00', '18:00'),
    day('thursday', '08:00', '18:00'),
    day('friday', '08:00', '18:00'),
  ];
  it('counts plain minutes without hours', () => {
    expect(addOpenMinutes(null, saoPaulo('2025-06-02T17:50:00'), 30)).toEqual(
      saoPaulo('2025-06-02T18:20:00'),
    );
  });
  it('counts within one open stretch', () => {
    expect(addOpenMinutes(weekdaysOnly, saoPaulo('2025-06-02T09:00:00'), 30)).toEqual(
      saoPaulo('2025-06-02T09:30:00'),
    );
  });
  it('carries over the night: 10 minutes before closing plus 30 is 20 past opening next morning', () => {
    expect(addOpenMinutes(weekdaysOnly, saoPaulo('2025-06-02T17:50:00'), 30)).toEqual(
      saoPaulo('2025-06-03T08:20:00'),
    );
  });
  it('starting while closed counts from the opening', () => {
    expect(addOpenMinutes(weekdaysOnly, saoPaulo('2025-06-07T10:00:00'), 60)).toEqual(
      saoPaulo('2025-06-09T09:00:00'),
    );
  });
  it('keeps the seconds of the start', () => {
    expect(addOpenMinutes(weekdaysOnly, saoPaulo('2025-06-02T17:59:30'), 1)).toEqual(
      saoPaulo('2025-06-03T08:00:30'),
    );
  });
  it('hours that never open: never due', () => {
    expect(addOpenMinutes([day('sunday', '', '')], saoPaulo('2025-06-02T10:00:00'), 5)).toBeNull();
  });
});
