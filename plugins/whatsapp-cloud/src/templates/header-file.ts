import {
  AppError,
  type MediaRecord,
  type MediaStore,
  type PluginContext,
  type TemplateHeaderMedia,
} from '@balcao/core';

const MB = 1024 * 1024;

/** what Meta takes as a template's media header, by kind: the file types, and the largest file */
const ACCEPTED = {
  image: { types: /^image\/(jpeg|png)$/, maxBytes: 5 * MB, label: 'JPEG or PNG, up to 5 MB' },
  video: { types: /^video\/(mp4|3gpp)$/, maxBytes: 16 * MB, label: 'MP4 or 3GPP, up to 16 MB' },
  document: {
    types: /^(application\/[\w.+-]+|text\/plain)$/,
    maxBytes: 100 * MB,
    label: 'PDF, text or office file, up to 100 MB',
  },
} as const;

/** a header's file: exactly one of a link, Meta's id, or one of the company's stored files */
export const headerSources = (h: TemplateHeaderMedia) => [h.link, h.id, h.mediaId].filter(Boolean).length;

/**
 * A header given as one of the company's stored files (`mediaId`): its record, checked before anything is queued.
 * Another company's file or an unknown one is ERR_MEDIA_NOT_FOUND (404); a file Meta would refuse for that kind of
 * header (a video for an image, a WebP, too large) ERR_CLOUD_TEMPLATE_HEADER_FILE (400), rather than a send that
 * fails later in the outbox. A header by link or id is not looked at.
 */
export async function checkHeaderFile(
  media: Pick<MediaStore, 'find'>,
  companyId: number,
  header: TemplateHeaderMedia | undefined,
  trx?: Parameters<PluginContext['db']['tenant']>[1],
): Promise<MediaRecord | undefined> {
  if (!header?.mediaId) return undefined;
  const record = await media.find(companyId, header.mediaId, trx);
  if (!record) throw new AppError('ERR_MEDIA_NOT_FOUND', 404, { field: 'header.mediaId' });
  ensureHeaderTakes(header.type, record);
  return record;
}

/** ERR_CLOUD_TEMPLATE_HEADER_FILE (400) unless Meta takes a file of this type and size for this kind of header */
export function ensureHeaderTakes(
  kind: TemplateHeaderMedia['type'],
  file: { mimeType: string; size: number },
): void {
  const accepted = ACCEPTED[kind];
  const mimeType = file.mimeType.split(';')[0]!.trim().toLowerCase();
  if (!accepted.types.test(mimeType) || file.size > accepted.maxBytes)
    throw new AppError('ERR_CLOUD_TEMPLATE_HEADER_FILE', 400, {
      expected: kind,
      accepted: accepted.label,
      mimeType,
      size: file.size,
    });
}
