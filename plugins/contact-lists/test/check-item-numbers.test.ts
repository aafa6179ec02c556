import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@balcao/core';
// the kernel's own tenant db over the test's knex (not exported: plugins get it as ctx.db)
import { createTenantDb } from '@balcao/core';
import { checkItemNumbers } from '../src/services/check-item-numbers.js';
import type { ContactListDeps } from '../src/services/contact-list-deps.js';
import { contactListsKernelPerFile } from './contact-lists-per-file.js';

const k = contactListsKernelPerFile();
let listId: number;

beforeAll(async () => {
  listId = (await k.admin.post('/contact-lists', { name: 'Outro processo' })).body.id;
  await k.t.kernel.knex('contact_list_items').insert({
    companyId: k.seed.a.id,
    contactListId: listId,
    name: 'Pessoa',
    number: '5511955550001',
    createdAt: new Date(),
    updatedAt: new Date(),
  });
});

/** The job's view of the kernel, its connection as another process would leave it: status from the row only. */
function depsWith(rowStatus: string, localStatus: 'CONNECTED' | undefined): ContactListDeps {
  const k2 = k.t.kernel;
  return {
    db: createTenantDb(k2.knex),
    realtime: k2.realtime,
    log: k2.log,
    untrusted: k2.untrusted,
    queueNumberCheck: async () => {},
    channels: {
      getDefault: async () => ({ id: k.connectionA, status: rowStatus }) as never,
      status: () => localStatus,
      checkNumber: async () => {
        if (!localStatus) throw new AppError('ERR_WAPP_NOT_INITIALIZED', 400);
        return { exists: true };
      },
    },
  };
}

const validity = async () =>
  (await k.t.kernel.knex('contact_list_items').where({ contactListId: listId }).first()).isWhatsappValid;

describe('the number check job', () => {
  it('fails (so it is retried) while the open connection is run by another process', async () => {
    await expect(checkItemNumbers(depsWith('CONNECTED', undefined), k.seed.a.id, listId)).rejects.toThrow(
      /another process/,
    );
    expect(await validity()).toBeNull();
  });

  it('gives up quietly while the connection is closed, and checks once it is open here', async () => {
    expect(await checkItemNumbers(depsWith('DISCONNECTED', undefined), k.seed.a.id, listId)).toBe(0);
    expect(await validity()).toBeNull();
    expect(await checkItemNumbers(depsWith('CONNECTED', 'CONNECTED'), k.seed.a.id, listId)).toBe(1);
    expect(Boolean(await validity())).toBe(true);
  });
});
