import type { UploadedFile } from '@balcao/core';
import type { Caller } from '../quick-message-permissions.js';
import type {
  QuickMessageChanges,
  QuickMessageFields,
  QuickMessageListQuery,
  QuickMessagePageQuery,
} from '../quick-message-schemas.js';
import { attachQuickMessageMedia } from './attach-quick-message-media.js';
import { createQuickMessage } from './create-quick-message.js';
import { deleteQuickMessage } from './delete-quick-message.js';
import {
  findEditableQuickMessage,
  findQuickMessage,
  listQuickMessagePage,
  listQuickMessagesOf,
} from './find-quick-messages.js';
import type { QuickMessageDeps } from './quick-message-deps.js';
import { toWire } from './quick-message-wire.js';
import { removeQuickMessageMedia } from './remove-quick-message-media.js';
import { updateQuickMessage } from './update-quick-message.js';

type Upload = Pick<UploadedFile, 'path' | 'originalname' | 'mimetype'>;

/**
 * The services bound to the kernel: what the routes call, and what setup() returns for other plugins. Every
 * one answers the wire shape (`isMedia`, a signed `mediaPath`), as the routes do.
 */
export function quickMessageServices(deps: QuickMessageDeps) {
  const wire =
    <A extends unknown[]>(fn: (...args: A) => Promise<Parameters<typeof toWire>[1]>) =>
    async (...args: A) =>
      toWire(deps, await fn(...args));
  return {
    page: (caller: Caller, query: QuickMessagePageQuery) => listQuickMessagePage(deps, caller, query),
    list: (caller: Caller, query: QuickMessageListQuery = {}) => listQuickMessagesOf(deps, caller, query),
    find: wire((caller: Caller, id: number) => findQuickMessage(deps, caller, id)),
    create: wire((caller: Caller, fields: QuickMessageFields) => createQuickMessage(deps, caller, fields)),
    update: wire((caller: Caller, id: number, changes: QuickMessageChanges) =>
      updateQuickMessage(deps, caller, id, changes),
    ),
    delete: (caller: Caller, id: number) => deleteQuickMessage(deps, caller, id),
    /** throws unless the caller may attach a file to this quick message (checked before the upload is read) */
    mayAttach: (caller: Caller, id: number) => findEditableQuickMessage(deps, caller, id),
    attachMedia: wire((caller: Caller, id: number, file: Upload) =>
      attachQuickMessageMedia(deps, caller, id, file),
    ),
    removeMedia: wire((caller: Caller, id: number) => removeQuickMessageMedia(deps, caller, id)),
  };
}

export type QuickMessageServices = ReturnType<typeof quickMessageServices>;
