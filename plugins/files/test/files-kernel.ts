import { startTenantKernel, type TenantKernel } from '@balcao/core/testing';
import files from '../src/index.js';
import type { FileListServices } from '../src/index.js';

/** company A's admin and attendant, company B's admin, and the plugin's services */
export type FilesKernel = Omit<TenantKernel<'admin' | 'attendant' | 'adminB'>, 'services'> & {
  services: FileListServices;
};

/** A real kernel with only the files plugin, on the database TEST_DB picks, and three callers. */
export async function startFilesKernel(): Promise<FilesKernel> {
  const k = await startTenantKernel({ plugins: [files], as: ['admin', 'attendant', 'adminB'] });
  return { ...k, services: k.services<FileListServices>('files') };
}

/** What Whaticket's dialog posts to /files/uploadList/:id: per file its option's id, text and type. */
export function uploadForm(
  listId: number,
  parts: { id?: number; name: string; file: { name: string; content: string; type: string } }[],
) {
  const form = new FormData();
  form.append('fileId', String(listId));
  form.append('typeArch', 'fileList');
  for (const p of parts) {
    form.append('files', new Blob([p.file.content], { type: p.file.type }), p.file.name);
    form.append('mediaType', p.file.type);
    form.append('name', p.name);
    form.append('id', String(p.id));
  }
  return form;
}
