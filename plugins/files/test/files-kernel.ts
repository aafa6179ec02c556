import { login, seedTenants, startTestKernel, type HttpClient, type TestKernel } from '@balcao/core/testing';
import files from '../src/index.js';
import type { FileListServices } from '../src/index.js';

export interface FilesKernel {
  t: TestKernel;
  seed: Awaited<ReturnType<typeof seedTenants>>;
  /** company A's admin and attendant, company B's admin */
  admin: HttpClient;
  attendant: HttpClient;
  adminB: HttpClient;
  services: FileListServices;
}

/** A real kernel with only the files plugin, on the database TEST_DB picks, and three callers. */
export async function startFilesKernel(): Promise<FilesKernel> {
  const t = await startTestKernel({ plugins: [files] });
  const seed = await seedTenants(t.kernel.knex);
  return {
    t,
    seed,
    admin: await login(t, seed.a.admin.email),
    attendant: await login(t, seed.a.user.email),
    adminB: await login(t, seed.b.admin.email),
    services: t.kernel.plugins.services.get('files') as FileListServices,
  };
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
