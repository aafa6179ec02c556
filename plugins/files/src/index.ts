import { definePlugin, mediaUploads, recordMediaDeps } from '@balcao/core';
import { createFilesTables } from './migrations/001_files.js';
import { fileListRoutes } from './routes.js';
import { fileListServices, type FileListServices } from './services/file-list-services.js';
import { filesPermissions } from './permissions.js';

export type { FileListServices } from './services/file-list-services.js';
export type { FileListSummary, FileListAttachment } from './services/file-list-attachments.js';
export type { FileListFields, FileListChanges } from './file-list-schemas.js';
export type { FileListEvent } from './services/file-list-events.js';
export type { FileListWire, FileOptionWire } from './contracts.js';
export type { Caller } from './file-list-permissions.js';
export { FileList } from './file-list-model.js';
export { FileOption } from './file-option-model.js';
// registers the plugin's error codes (and merges their types) before any route can throw one
import './errors.js';

/** File lists: named sets of files with a text each, which a campaign sends after its message (spec §2, §3, §7). */
export default definePlugin<FileListServices>({
  name: 'files',
  declares: { permissions: filesPermissions },
  migrations: [createFilesTables],
  setup(kernel) {
    const services = fileListServices(recordMediaDeps(kernel));
    fileListRoutes(kernel.router, services, mediaUploads(kernel));
    // what another plugin gets with ctx.services<FileListServices>('files')
    return services;
  },
  ui: {
    module: 'files',
    routes: ['/files'],
    menu: [
      {
        label: 'files:menu',
        titles: { pt: 'Lista de arquivos', en: 'File lists', es: 'Listas de archivos' },
        path: '/files',
        icon: 'folder-open',
        // Whaticket lists it in the administration section, after the connections
        section: 'admin',
        order: 180,
        // spec §6 made the Files page the super user's; a company's admin manages their own (issue 27)
        permission: 'files:manage',
      },
    ],
  },
});
