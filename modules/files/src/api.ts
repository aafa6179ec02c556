import { pagedRoute, api } from '@balcao/kit';
import type { FileListInput, FileListWire, FileListWithOptions } from '@balcao/plugin-files/contracts';

export type { FileListWire as FileList, FileOptionWire as FileOption } from '@balcao/plugin-files/contracts';

/** GET /files: 20 a page by name. */
export const fetchFileListPage = pagedRoute<FileListWire>('/files', 'files');
export const findFileList = (id: number) => api.get<FileListWithOptions>(`/files/${id}`);
export const createFileList = (data: FileListInput) => api.post<FileListWithOptions>('/files', data);
export const updateFileList = (id: number, data: FileListInput) =>
  api.put<FileListWithOptions>(`/files/${id}`, data);
export const deleteFileList = (id: number) => api.delete(`/files/${id}`);

/** POST /files/uploadList/:id as Whaticket's dialog sends it: per file, its option's id, text and type. */
export function uploadOptionFiles(listId: number, uploads: { optionId: number; name: string; file: File }[]) {
  const body = new FormData();
  body.append('fileId', String(listId));
  body.append('typeArch', 'fileList');
  for (const u of uploads) {
    body.append('files', u.file);
    body.append('mediaType', u.file.type);
    body.append('name', u.name);
    body.append('id', String(u.optionId));
  }
  return api.post(`/files/uploadList/${listId}`, body);
}
