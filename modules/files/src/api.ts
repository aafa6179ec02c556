import { pagedRoute, api } from '@balcao/kit';

export interface FileOption {
  id: number;
  name: string;
  /** the file's name as uploaded, null until one is */
  path: string | null;
  mediaType: string | null;
  /** a signed link to the private file */
  mediaPath: string | null;
}
export interface FileList {
  id: number;
  name: string;
  message: string;
  /** present when the list was read one by one (GET /files/:id) or came with a save or an event */
  options?: FileOption[];
}
interface FileListInput {
  name: string;
  message: string;
  options: { id?: number; name: string }[];
}

/** GET /files: 20 a page by name. */
export const fetchFileListPage = pagedRoute<FileList>('/files', 'files');
export const findFileList = (id: number) => api.get<FileList & { options: FileOption[] }>(`/files/${id}`);
export const createFileList = (data: FileListInput) =>
  api.post<FileList & { options: FileOption[] }>('/files', data);
export const updateFileList = (id: number, data: FileListInput) =>
  api.put<FileList & { options: FileOption[] }>(`/files/${id}`, data);
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
