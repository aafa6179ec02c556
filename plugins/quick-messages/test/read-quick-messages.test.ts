import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import {
  insertQuickMessage,
  startQuickMessagesKernel,
  type QuickMessagesKernel,
} from './quick-messages-kernel.js';

const k = kernelPerFile<QuickMessagesKernel>(startQuickMessagesKernel);
let privateOfAttendant: number;
let privateOfOther: number;

beforeAll(async () => {
  const { a, b } = k.seed;
  // 22 general ones from the admin, so the list has a second page; shortcodes sort as geral01 .. geral22
  for (let i = 1; i <= 22; i++)
    await insertQuickMessage(k.t, a.id, a.admin.id, {
      shortcode: `geral${String(i).padStart(2, '0')}`,
      geral: true,
    });
  privateOfAttendant = await insertQuickMessage(k.t, a.id, a.user.id, {
    shortcode: 'Bomdia',
    message: 'Bom dia!',
  });
  privateOfOther = await insertQuickMessage(k.t, a.id, k.otherId, { shortcode: 'segredo' });
  await insertQuickMessage(k.t, b.id, b.admin.id, { shortcode: 'daempresab', geral: true });
});

const shortcodes = (records: Array<{ shortcode: string }>) => records.map((r) => r.shortcode);

describe('reading quick messages', () => {
  it("pages 20 by shortcode, the caller's own and the general ones, with count and hasMore", async () => {
    const first = await k.attendant.get('/quick-messages');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ count: 23, hasMore: true });
    expect(first.body.records).toHaveLength(20);
    expect(first.body.records[0]).toMatchObject({
      id: privateOfAttendant,
      shortcode: 'Bomdia',
      message: 'Bom dia!',
      geral: false,
      status: true,
      isMedia: false,
      mediaPath: null,
      mediaName: null,
    });
    expect(first.body.records[0]).not.toHaveProperty('mediaId');
    const second = await k.attendant.get('/quick-messages?pageNumber=2');
    expect(second.body).toMatchObject({ count: 23, hasMore: false });
    expect(shortcodes(second.body.records)).toEqual(['geral20', 'geral21', 'geral22']);
  });

  it('searches shortcodes without regard to case', async () => {
    const res = await k.attendant.get('/quick-messages?searchParam=BOMDIA');
    expect(res.body).toMatchObject({ count: 1, hasMore: false, records: [{ id: privateOfAttendant }] });
    expect((await k.other.get('/quick-messages?searchParam=bomdia')).body).toEqual({
      records: [],
      count: 0,
      hasMore: false,
    });
  });

  it("answers /quick-messages/list?userId= with that user's and the general ones; only managers name another user", async () => {
    const own = await k.attendant.get(
      `/quick-messages/list?companyId=${k.seed.a.id}&userId=${k.seed.a.user.id}`,
    );
    expect(own.status).toBe(200);
    expect(own.body).toHaveLength(23);
    expect(shortcodes(own.body)).toContain('Bomdia');
    expect(shortcodes(own.body)).not.toContain('segredo');
    // an attendant naming a colleague still gets their own list
    const peek = await k.attendant.get(`/quick-messages/list?userId=${k.otherId}`);
    expect(shortcodes(peek.body)).toEqual(shortcodes(own.body));
    const byAdmin = await k.admin.get(`/quick-messages/list?userId=${k.otherId}`);
    expect(shortcodes(byAdmin.body)).toContain('segredo');
    expect(shortcodes(byAdmin.body)).not.toContain('Bomdia');
  });

  it("hides another user's private message (404) but shows it to an admin", async () => {
    expect(await k.attendant.get(`/quick-messages/${privateOfOther}`)).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_QUICKMESSAGE_FOUND' },
    });
    expect((await k.other.get(`/quick-messages/${privateOfOther}`)).body).toMatchObject({
      shortcode: 'segredo',
    });
    expect((await k.admin.get(`/quick-messages/${privateOfOther}`)).body).toMatchObject({
      shortcode: 'segredo',
    });
  });

  it("keeps company B out: A's list has none of B's, B's admin gets 404 for A's", async () => {
    const { records } = (await k.admin.get('/quick-messages?searchParam=daempresab')).body;
    expect(records).toEqual([]);
    expect(await k.adminB.get(`/quick-messages/${privateOfAttendant}`)).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_QUICKMESSAGE_FOUND' },
    });
    expect(shortcodes((await k.adminB.get('/quick-messages/list')).body)).toEqual(['daempresab']);
  });

  it('needs a session', async () => {
    expect((await k.t.client().get('/quick-messages')).status).toBe(401);
  });
});
