import { describe, expect, it } from 'vitest';
import { shouldNotify, type NotifyEvent, type NotifyUser } from '../src/layout/notify-rule';

const user: NotifyUser = { id: 7, allTicket: 'disable', queues: [{ id: 1 }, { id: 2 }] };
const event = (ticket: Partial<NonNullable<NotifyEvent['ticket']>> = {}, fromMe = false): NotifyEvent => ({
  action: 'create',
  message: { id: 10, body: 'Olá', fromMe },
  ticket: { id: 3, uuid: 'abc', status: 'open', userId: 7, queueId: 1, isGroup: false, ...ticket },
  contact: { name: 'Carla' },
});

describe('shouldNotify (spec §6)', () => {
  it("notifies for the user's own ticket in one of their queues", () => {
    expect(shouldNotify(event(), user, '/tickets')).toBe(true);
  });
  it('notifies for an unassigned ticket and for a ticket without queue', () => {
    expect(shouldNotify(event({ userId: null }), user, '/')).toBe(true);
    expect(shouldNotify(event({ queueId: null }), user, '/')).toBe(true);
  });
  it("skips another attendant's ticket and a queue the user lacks", () => {
    expect(shouldNotify(event({ userId: 8 }), user, '/')).toBe(false);
    expect(shouldNotify(event({ queueId: 5 }), user, '/')).toBe(false);
  });
  it('skips groups, own messages and other actions', () => {
    expect(shouldNotify(event({ isGroup: true }), user, '/')).toBe(false);
    expect(shouldNotify(event({}, true), user, '/')).toBe(false);
    expect(shouldNotify({ ...event(), action: 'update' }, user, '/')).toBe(false);
  });
  it("skips pending tickets unless the user's allTicket is 'enable'", () => {
    expect(shouldNotify(event({ status: 'pending', userId: null }), user, '/')).toBe(false);
    expect(
      shouldNotify(event({ status: 'pending', userId: null }), { ...user, allTicket: 'enable' }, '/'),
    ).toBe(true);
  });
  it('skips the ticket the user is looking at, not another one', () => {
    expect(shouldNotify(event(), user, '/tickets/abc')).toBe(false);
    expect(shouldNotify(event(), user, '/tickets/abc/')).toBe(false);
    expect(shouldNotify(event(), user, '/tickets/xyz')).toBe(true);
  });
});
