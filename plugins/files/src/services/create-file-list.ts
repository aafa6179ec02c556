import { tenant } from '@balcao/core';
import { FileList } from '../file-list-model.js';
import { FileOption } from '../file-option-model.js';
import type { Caller } from '../file-list-permissions.js';
import type { FileListFields } from '../file-list-schemas.js';
import type { FileListDeps } from './file-list-deps.js';
import { emitFileListEvent } from './file-list-events.js';
import { mustBeFreeName } from './file-list-name.js';
import { toWire } from './file-list-wire.js';

/** A list and its options (texts only: files come after, by /files/uploadList/:id), in one transaction. */
export async function createFileList(deps: FileListDeps, caller: Caller, fields: FileListFields) {
  deps.permissions.mustHold(caller, 'files:manage');
  const { companyId } = caller;
  const { list, options } = await deps.knex.transaction(async (trx) => {
    await mustBeFreeName(companyId, fields.name, trx);
    const list = await tenant(
      companyId,
      trx,
    )(FileList).insertAndFetch({
      name: fields.name,
      message: fields.message,
      userId: caller.id,
    });
    const options: FileOption[] = [];
    // one by one: the ids come back in the order the dialog listed them, which its upload pairs by index
    for (const { name } of fields.options)
      options.push(await tenant(companyId, trx)(FileOption).insertAndFetch({ fileId: list.id, name }));
    return { list, options };
  });
  const wire = toWire(deps, list, options);
  emitFileListEvent(deps, companyId, { action: 'create', files: wire });
  return wire;
}
