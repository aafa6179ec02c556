import type { Campaign } from '../campaign-model.js';
import type { CampaignDeps } from '../services/campaign-deps.js';

export interface Attachment {
  name: string;
  mimeType: string;
  data: Buffer;
}

/** The campaign's own file, then its file list's files: sent after the text, each as a message of its own. */
export async function loadAttachments(
  deps: CampaignDeps,
  c: Pick<Campaign, 'companyId' | 'mediaPath' | 'mediaName' | 'fileListId'>,
): Promise<Attachment[]> {
  const out: Attachment[] = [];
  if (c.mediaPath) {
    const { record, data } = await deps.media.read(c.companyId, c.mediaPath);
    out.push({ name: c.mediaName ?? record.name, mimeType: record.mimeType, data });
  }
  if (c.fileListId) out.push(...(await deps.files().attachments(c.companyId, c.fileListId)));
  return out;
}

/** The outbound message of one attachment, typed by its mime type as WhatsApp shows it. */
export function attachmentMessage(to: string, a: Attachment) {
  const kind = a.mimeType.split('/')[0];
  const type =
    kind === 'image' ? 'image' : kind === 'video' ? 'video' : kind === 'audio' ? 'audio' : 'application';
  return {
    to,
    type,
    media: { mimetype: a.mimeType, filename: a.name, data: a.data },
    ...(type === 'application' ? { caption: a.name } : {}),
  } as const;
}
