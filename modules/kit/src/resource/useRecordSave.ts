import { useCallback, useRef, useState } from 'react';

/** The calls a record's one file needs (`mediaUploadRoutes` on the server). */
export interface MediaRoutes<R> {
  upload: (id: number, file: File) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  /** the record read again, with its file's name and link */
  find: (id: number) => Promise<R>;
}

/**
 * A record's save with its one file: the record written, then the file chosen uploaded (or the one it had
 * removed) and the record read again. A retry after a failed upload updates the record the first try made, never
 * a second one. `reset()` when the dialog opens.
 */
export function useRecordSave<R extends { id: number }>(media?: MediaRoutes<R>) {
  const created = useRef<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [dropped, setDropped] = useState(false);
  const reset = useCallback(() => {
    created.current = null;
    setFile(null);
    setDropped(false);
  }, []);
  const save = async (
    editingId: number | undefined,
    write: (id: number | null) => Promise<R>,
    hadFile: boolean,
  ) => {
    let saved = await write(editingId ?? created.current);
    created.current = saved.id;
    if (media && file) {
      await media.upload(saved.id, file);
      saved = await media.find(saved.id);
    } else if (media && dropped && hadFile) {
      await media.remove(saved.id);
      saved = await media.find(saved.id);
    }
    return saved;
  };
  return { file, setFile, dropped, drop: () => setDropped(true), reset, save };
}
