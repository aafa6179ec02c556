import type { FileListWire, FileOptionWire } from '../contracts.js';
import type { FileList } from '../file-list-model.js';
import type { FileOption } from '../file-option-model.js';
import type { FileListDeps } from './file-list-deps.js';

/** A client keeps the list it loaded open for a while; a day is long enough to fetch a file from it. */
export const MEDIA_LINK_TTL = 24 * 60 * 60;

/**
 * An option as Whaticket answers it: `path` is what its dialog shows (the file's name), `mediaPath` a signed
 * link to the private file; the media id stays inside.
 */
export function optionToWire(
  deps: FileListDeps,
  option: FileOption,
): FileOptionWire & Record<string, unknown> {
  const {
    path: mediaId,
    mediaName,
    companyId,
    ...rest
  } = option.toJSON() as FileOption & Record<string, unknown>;
  const link = mediaId && deps.media.url(companyId, mediaId, { ttlSeconds: MEDIA_LINK_TTL });
  return {
    ...rest,
    path: mediaName ?? null,
    mediaPath: link ? `${(deps.publicUrl ?? '').replace(/\/$/, '')}${link}` : null,
  };
}

/** A file list as Whaticket answers it, with its options in id order when they were loaded. */
export function toWire(
  deps: FileListDeps,
  list: FileList,
  options?: FileOption[],
): FileListWire & Record<string, unknown> {
  const json = list.toJSON() as FileList & Record<string, unknown>;
  return options ? { ...json, options: options.map((o) => optionToWire(deps, o)) } : json;
}
