import { describe, expect, it } from 'vitest';
import { invalidField, notFound } from '@balcao/core/testing';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import {
  insertQuickMessage,
  startQuickMessagesKernel,
  type QuickMessagesKernel,
} from './quick-messages-kernel.js';

const k = kernelPerFile<QuickMessagesKernel>(startQuickMessagesKernel);

const rows = () =>
  k.t.kernel
    .knex('quick_messages')
    .orderBy('id')
    .select('id', 'companyId', 'userId', 'shortcode', 'message', 'geral');
const refused = { status: 403, body: { error: 'ERR_NO_PERMISSION' } };
const missing = notFound('ERR_NO_QUICKMESSAGE_FOUND');

describe('writing quick messages', () => {
  it('creates one as its author, saves the dialog posting it back, and deletes it', async () => {
    const created = await k.attendant.post('/quick-messages', {
      shortcode: ' oi ',
      message: 'Olá, {{name}}!',
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        shortcode: 'oi',
        message: 'Olá, {{name}}!',
        geral: false,
        status: true,
        isMedia: false,
        mediaPath: null,
      },
    });
    expect(created.body).toMatchObject({ userId: k.seed.a.user.id, companyId: k.seed.a.id });
    const path = `/quick-messages/${created.body.id}`;
    // Whaticket's dialog: the loaded record, isMedia: true and mediaPath as a bare file name
    const edited = await k.attendant.put(path, {
      ...created.body,
      message: 'Olá de novo',
      isMedia: true,
      mediaPath: 'foto.png',
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { message: 'Olá de novo', isMedia: false, mediaPath: null },
    });
    // the form shows the '/' before the field: typed again, it is not part of the shortcut
    expect(await k.attendant.put(path, { shortcode: ' //troca ' })).toMatchObject({
      status: 200,
      body: { shortcode: 'troca' },
    });
    expect(await k.attendant.delete(path)).toMatchObject({
      status: 200,
      body: { message: 'Quick message deleted' },
    });
    expect(await k.attendant.get(path)).toMatchObject(missing);
  });

  it("refuses bad input with spec §5's message for the shortcode, and writes nothing", async () => {
    const before = await rows();
    expect(await k.attendant.post('/quick-messages', { message: 'sem atalho' })).toMatchObject(
      invalidField('shortcode', 'Obrigatório'),
    );
    expect(await k.attendant.post('/quick-messages', { shortcode: '  ', message: 'x' })).toMatchObject(
      invalidField('shortcode', 'Obrigatório'),
    );
    expect(await k.attendant.post('/quick-messages', { shortcode: ' / ', message: 'x' })).toMatchObject(
      invalidField('shortcode', 'Obrigatório'),
    );
    expect(await k.attendant.post('/quick-messages', { shortcode: 'ok', geral: 'talvez' })).toMatchObject(
      invalidField('geral', 'Must be true or false'),
    );
    expect(await k.attendant.post('/quick-messages', { shortcode: 'ok', views: 1 })).toMatchObject(
      invalidField('views', 'Unrecognized key'),
    );
    const id = await insertQuickMessage(k.t, k.seed.a.id, k.seed.a.user.id, { shortcode: 'intacta' });
    expect(await k.attendant.put(`/quick-messages/${id}`, {})).toMatchObject(
      invalidField('_', 'Nothing to update'),
    );
    // '' is "not given" under the lenient-body rule; blanks are an emptied field
    expect(await k.attendant.put(`/quick-messages/${id}`, { shortcode: '   ' })).toMatchObject(
      invalidField('shortcode', 'Obrigatório'),
    );
    expect(await rows()).toEqual([...before, expect.objectContaining({ id, shortcode: 'intacta' })]);
  });

  it("lets only the author or an admin change or delete one; a general one is the managers'", async () => {
    const { a } = k.seed;
    const mine = await insertQuickMessage(k.t, a.id, a.user.id, { shortcode: 'minha' });
    const shared = await insertQuickMessage(k.t, a.id, a.admin.id, { shortcode: 'dacasa', geral: true });
    const before = await rows();
    // a colleague does not even see the private one; the general one they see but may not change
    expect(await k.other.put(`/quick-messages/${mine}`, { message: 'mudei' })).toMatchObject(missing);
    expect(await k.other.delete(`/quick-messages/${mine}`)).toMatchObject(missing);
    expect(await k.attendant.put(`/quick-messages/${shared}`, { message: 'mudei' })).toMatchObject(refused);
    expect(await k.attendant.delete(`/quick-messages/${shared}`)).toMatchObject(refused);
    // sharing with the company is the managers' call
    expect(await k.attendant.post('/quick-messages', { shortcode: 'todos', geral: true })).toMatchObject(
      refused,
    );
    expect(await k.attendant.put(`/quick-messages/${mine}`, { geral: true })).toMatchObject(refused);
    expect(await rows()).toEqual(before);

    // the dialog echoing the stored geral is no change
    expect(
      (await k.attendant.put(`/quick-messages/${mine}`, { message: 'mudei', geral: false })).status,
    ).toBe(200);
    const byAdmin = await k.admin.put(`/quick-messages/${mine}`, { geral: true });
    expect(byAdmin).toMatchObject({ status: 200, body: { geral: true, userId: a.user.id } });
    expect((await k.admin.delete(`/quick-messages/${mine}`)).status).toBe(200);
  });

  it("keeps company B out: B's admin cannot change or delete A's, which stays as it was", async () => {
    const id = await insertQuickMessage(k.t, k.seed.a.id, k.seed.a.admin.id, {
      shortcode: 'soda',
      geral: true,
    });
    const path = `/quick-messages/${id}`;
    expect(await k.adminB.put(path, { message: 'invadida' })).toMatchObject(missing);
    expect(await k.adminB.delete(path)).toMatchObject(missing);
    expect((await k.adminB.post('/quick-messages', { shortcode: 'x', companyId: k.seed.a.id })).status).toBe(
      400,
    );
    expect(await k.t.kernel.knex('quick_messages').where({ id }).first()).toMatchObject({
      shortcode: 'soda',
      message: 'Olá!',
    });
  });
});
