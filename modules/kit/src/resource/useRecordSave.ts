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
 * a second one. `write` hears whether a file change follows it; `after` (the record read again by default) what
 * comes once the file is in. `reset()` when the dialog opens.
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
    write: (id: number | null, fileChange: boolean) => Promise<R>,
    hadFile: boolean,
    after?: (saved: R) => Promise<R>,
  ) => {
    const upload = media && file;
    const removal = media && !file && dropped && hadFile;
    const saved = await write(editingId ?? created.current, Boolean(upload || removal));
    created.current = saved.id;
    if (!media || !(upload || removal)) return saved;
    if (file) await media.upload(saved.id, file);
    else await media.remove(saved.id);
    return after ? after(saved) : media.find(saved.id);
  };
  return { file, setFile, dropped, drop: () => setDropped(true), reset, save };
}
