import type { Knex } from 'knex';
import type { MediaStore } from './media-store.js';

/** The kernel parts a record's one attached file needs (a plugin's deps carry both). */
export interface RecordMediaDeps {
  knex: Knex;
  media: Pick<MediaStore, 'save' | 'remove'>;
}

/** An upload as multipart() hands it over; `mimetype` empty or absent stores it as application/octet-stream. */
export interface RecordUpload {
  path: string;
  originalname: string;
  mimetype?: string;
}

/**
 * Whaticket's one file of a record (a quick message, schedule, campaign or announcement): stores the upload in
 * the company's private media and points the record at it in one transaction (`point` writes the record; the
 * stored file goes if that rolls back), then removes the file the record pointed at before. Spaces in the
 * file's name become underscores (spec §2).
 */
export async function attachRecordMedia<T>(
  deps: RecordMediaDeps,
  companyId: number,
  upload: RecordUpload,
  replaced: string | null,
  point: (media: { id: string; name: string }, trx: Knex.Transaction) => PromiseLike<T>,
): Promise<T> {
  const name = upload.originalname.replace(/\s/g, '_');
  const mimeType = upload.mimetype || 'application/octet-stream';
  const record = await deps.knex.transaction(async (trx) => {
    const media = await deps.media.save(companyId, { path: upload.path, name, mimeType }, { trx });
    return await point({ id: media.id, name }, trx);
  });
  if (replaced) await deps.media.remove(companyId, replaced);
  return record;
}
