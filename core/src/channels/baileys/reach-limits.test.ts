import { EventEmitter } from 'node:events';
import {
  NewChatMessageCappingStatusType,
  ReachoutTimelockEnforcementType,
  type NewChatMessageCapInfo,
} from '@whiskeysockets/baileys';
import { describe, expect, it } from 'vitest';
import type { ReachLimitsEvent } from '../channel-events.js';
import { BaileysProvider } from './baileys-provider.js';
import { limitsFromCapping, limitsFromTimelock } from './reach-limits.js';

const ENDS = new Date('2026-12-01T15:00:00Z');
const CYCLE_END = 1_764_806_400; // 2025-12-04T00:00:00Z in epoch seconds, as WhatsApp sends it

/** A provider bound to a socket whose event bus the test drives, as the provider binds a real one. */
function bound(sockExtras: Record<string, unknown> = {}) {
  const provider = new BaileysProvider({ connectionId: '7', knex: {} as never, authSecret: 'x'.repeat(40) });
  const got: ReachLimitsEvent[] = [];
  provider.on('reach-limits', (e) => got.push(e));
  const ev = new EventEmitter();
  // `ws`: the socket's frame bus, where the provider watches for the passkey gate
  const sock = { ev, ws: new EventEmitter(), ...sockExtras } as never;
  const internals = provider as unknown as { sock: unknown; bind(sock: unknown, auth: unknown): void };
  internals.sock = sock;
  internals.bind(sock, { saveCreds: async () => undefined, state: { creds: { registered: true } } });
  return { provider, got, ev };
}

describe("Baileys' reach limits", () => {
  it('a timelock WhatsApp sets, with its end and why; and its lifting', () => {
    expect(
      limitsFromTimelock(
        {
          isActive: true,
          timeEnforcementEnds: ENDS,
          enforcementType: ReachoutTimelockEnforcementType.BIZ_QUALITY,
        },
        '7',
      ),
    ).toEqual({
      connectionId: '7',
      timelock: { active: true, endsAt: ENDS, enforcementType: 'BIZ_QUALITY' },
    });
    expect(
      limitsFromTimelock({ isActive: false, enforcementType: ReachoutTimelockEnforcementType.DEFAULT }, '7'),
    ).toEqual({ connectionId: '7', timelock: { active: false, enforcementType: 'DEFAULT' } });
  });

  it('the new-chat quota of the cycle, its end from epoch seconds; nothing when it names no quota', () => {
    const info: NewChatMessageCapInfo = {
      total_quota: 250,
      used_quota: 190,
      cycle_start_timestamp: String(CYCLE_END - 7 * 86_400),
      cycle_end_timestamp: String(CYCLE_END),
      capping_status: NewChatMessageCappingStatusType.FIRST_WARNING,
    };
    expect(limitsFromCapping(info, '7')).toEqual({
      connectionId: '7',
      quota: { used: 190, total: 250, cycleEndsAt: new Date(CYCLE_END * 1000), status: 'FIRST_WARNING' },
    });
    // no used count yet is none used; a garbled end is left out rather than guessed
    expect(limitsFromCapping({ total_quota: 50, cycle_end_timestamp: 'soon' }, '7')).toEqual({
      connectionId: '7',
      quota: { used: 0, total: 50 },
    });
    expect(limitsFromCapping({ used_quota: 3 }, '7')).toBeUndefined();
  });

  it("the adapter passes on both events of the socket as 'reach-limits'", () => {
    const { got, ev } = bound();
    ev.emit('connection.update', {
      reachoutTimeLock: { isActive: true, timeEnforcementEnds: ENDS, enforcementType: 'BIZ_QUALITY' },
    });
    ev.emit('message-capping.update', {
      total_quota: 100,
      used_quota: 100,
      cycle_end_timestamp: String(CYCLE_END),
      capping_status: 'CAPPED',
    });
    // a connection.update without a timelock (a QR, a status) says nothing of reach
    ev.emit('connection.update', { isOnline: true });
    expect(got).toEqual([
      { connectionId: '7', timelock: { active: true, endsAt: ENDS, enforcementType: 'BIZ_QUALITY' } },
      {
        connectionId: '7',
        quota: { used: 100, total: 100, cycleEndsAt: new Date(CYCLE_END * 1000), status: 'CAPPED' },
      },
    ]);
  });

  it('asks WhatsApp for both when the session opens', async () => {
    const sock: { ev?: EventEmitter } = {};
    const { provider, got, ev } = bound({
      // Baileys answers the timelock query by emitting it as a connection.update, as the real socket does
      fetchAccountReachoutTimelock: async () => {
        sock.ev!.emit('connection.update', {
          reachoutTimeLock: { isActive: false, enforcementType: 'DEFAULT' },
        });
        return { isActive: false };
      },
      fetchNewChatMessageCap: async () => ({ total_quota: 40, used_quota: 2 }),
    });
    sock.ev = ev;
    ev.emit('connection.update', { connection: 'open' });
    await new Promise((r) => setImmediate(r));
    expect(provider.status).toBe('CONNECTED');
    expect(got).toEqual(
      expect.arrayContaining([
        { connectionId: '7', timelock: { active: false, enforcementType: 'DEFAULT' } },
        { connectionId: '7', quota: { used: 2, total: 40 } },
      ]),
    );
    expect(got).toHaveLength(2);
  });
});
