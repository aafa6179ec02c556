import type { FileListWire } from '../contracts.js';
import type { FileListDeps } from './file-list-deps.js';

/** Whaticket's `company-{id}-file`: `{ action, files }` (its page reads `data.files`) or `{ action: 'delete', fileId }`. */
export type FileListEvent =
  { action: 'create' | 'update'; files: FileListWire } | { action: 'delete'; fileId: number };

const ENTITY = 'file';

export function emitFileListEvent(deps: FileListDeps, companyId: number, event: FileListEvent) {
  deps.realtime.emitToCompany(companyId, ENTITY, event);
}
