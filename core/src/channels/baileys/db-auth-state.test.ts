import { Curve, initAuthCreds, proto } from '@whiskeysockets/baileys';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelTestDb } from '../test-support.js';
import { useDbAuthState } from './db-auth-state.js';

const SECRET = 'test-secret-with-enough-entropy-0123456789';

describe('database auth state', () => {
  let env: Awaited<ReturnType<typeof channelTestDb>>;
  let knex: Knex;

  beforeAll(async () => {
    env = await channelTestDb();
    knex = await env.open();
  });
  afterAll(async () => {
    await knex.destroy();
    await env.db.drop();
  });

  it('round-trips creds and every kind of key, and survives a restart (new knex, same database)', async () => {
    const first = await useDbAuthState({ knex, connectionId: '7', secret: SECRET });
    const creds = initAuthCreds();
    Object.assign(first.state.creds, creds, {
      me: { id: '5511988887777:3@s.whatsapp.net', lid: '1234:3@lid', name: 'Loja' },
      registered: true,
    });
    await first.saveCreds();
    const preKey = Curve.generateKeyPair();
    const session = new Uint8Array([1, 2, 3, 250, 0, 7]);
    const appKey = proto.Message.AppStateSyncKeyData.fromObject({
      keyData: Buffer.from('app-state-key'),
      timestamp: 1700000000,
    });
    await first.state.keys.set({
      'pre-key': { '1': preKey, '2': Curve.generateKeyPair() },
      session: { '5511912345678.0': session },
      'sender-key-memory': { '120363@g.us': { '5511912345678:0@s.whatsapp.net': true } },
      'app-state-sync-key': { AAAA: appKey },
      'lid-mapping': { '5511912345678': '99887766' },
      'device-list': { '5511912345678': ['0', '2'] },
    });
    await first.state.keys.set({ 'pre-key': { '2': null } });
    await knex.destroy();

    knex = await env.open();
    const again = await useDbAuthState({ knex, connectionId: '7', secret: SECRET });
    const c = again.state.creds;
    expect(c.me?.id).toBe('5511988887777:3@s.whatsapp.net');
    expect(c.registered).toBe(true);
    expect(Buffer.from(c.noiseKey.private).equals(Buffer.from(creds.noiseKey.private))).toBe(true);
    expect(Buffer.from(c.signedIdentityKey.public).equals(Buffer.from(creds.signedIdentityKey.public))).toBe(
      true,
    );
    expect(Buffer.from(c.signedPreKey.signature).equals(Buffer.from(creds.signedPreKey.signature))).toBe(
      true,
    );
    expect(c.advSecretKey).toBe(creds.advSecretKey);

    const pre = await again.state.keys.get('pre-key', ['1', '2']);
    expect(Buffer.from(pre['1']!.private).equals(Buffer.from(preKey.private))).toBe(true);
    expect(pre['2']).toBeUndefined();
    const sessions = await again.state.keys.get('session', ['5511912345678.0', 'missing']);
    expect([...Buffer.from(sessions['5511912345678.0']!)]).toEqual([1, 2, 3, 250, 0, 7]);
    const app = await again.state.keys.get('app-state-sync-key', ['AAAA']);
    expect(app.AAAA).toBeInstanceOf(proto.Message.AppStateSyncKeyData);
    expect(Buffer.from(app.AAAA!.keyData!).toString()).toBe('app-state-key');
    expect((await again.state.keys.get('lid-mapping', ['5511912345678']))['5511912345678']).toBe('99887766');
    expect((await again.state.keys.get('device-list', ['5511912345678']))['5511912345678']).toEqual([
      '0',
      '2',
    ]);
    expect((await again.state.keys.get('sender-key-memory', ['120363@g.us']))['120363@g.us']).toEqual({
      '5511912345678:0@s.whatsapp.net': true,
    });
  });

  it('stores nothing readable: no plaintext in the table and no access with another secret', async () => {
    const rows = (await knex('channel_auth').where({ connectionId: '7' }).select('value')) as {
      value: string;
    }[];
    expect(rows.length).toBeGreaterThan(3);
    // each value is `v1:<iv>:<tag>:<ciphertext>` in base64: its bytes are looked at, since base64 text itself
    // holds "5511" by chance now and then
    for (const r of rows) {
      const [version, ...parts] = r.value.split(':');
      expect(version).toBe('v1');
      const bytes = Buffer.from(parts.join(''), 'base64').toString('latin1');
      expect(bytes).not.toMatch(/5511|s\.whatsapp|noiseKey|Buffer/);
    }
    await expect(
      useDbAuthState({ knex, connectionId: '7', secret: 'another-secret-of-enough-length' }),
    ).rejects.toThrow();
  });

  it('keeps connections apart: a row moved to another connection does not decrypt', async () => {
    const row = await knex('channel_auth').where({ connectionId: '7', category: 'creds' }).first('value');
    await knex('channel_auth').insert({
      connectionId: '8',
      category: 'creds',
      keyId: 'creds',
      value: row.value,
    });
    await expect(useDbAuthState({ knex, connectionId: '8', secret: SECRET })).rejects.toThrow();
    await knex('channel_auth').where({ connectionId: '8' }).delete();
  });

  it('wipes the session on logout so the next start is a fresh, unregistered one', async () => {
    const state = await useDbAuthState({ knex, connectionId: '7', secret: SECRET });
    await state.wipe();
    expect(await knex('channel_auth').where({ connectionId: '7' }).count({ n: '*' })).toEqual([{ n: 0 }]);
    const fresh = await useDbAuthState({ knex, connectionId: '7', secret: SECRET });
    expect(fresh.state.creds.me).toBeUndefined();
    expect(fresh.state.creds.registered).toBe(false);
  });
});
