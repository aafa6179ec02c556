import type { MediaStore, TemplateRef } from '@balcao/core';
import type { GraphClient } from '../graph/graph-client.js';

/** Meta keeps an uploaded file 30 days; a day's reuse covers a campaign without nearing that */
const REUSE_MS = 24 * 3_600_000;
/** files remembered per connection at most (the oldest is forgotten first) */
const MAX_REMEMBERED = 200;

interface Uploaded {
  at: number;
  file: Promise<{ id: string; name: string }>;
}

/**
 * A template header given as one of the company's stored files (`header.mediaId`): uploaded to the number's
 * /{phone-number-id}/media as an attachment is, and sent as `{ id }`. A stored file never changes under its id, so
 * Meta's id is reused for the same number and file for a day: a campaign uploads its header once, not per contact.
 * Kept in memory per connection: another process uploads it once more, nothing worse.
 */
export class HeaderUploads {
  private readonly uploaded = new Map<string, Uploaded>();

  constructor(
    private readonly media: Pick<MediaStore, 'read'>,
    private readonly now: () => number = Date.now,
  ) {}

  /** the template with its header's stored file replaced by Meta's id of it; unchanged for a link or an id */
  async resolve(
    graph: GraphClient,
    target: { companyId: number; phoneNumberId: string },
    template: TemplateRef,
  ): Promise<TemplateRef> {
    const header = template.header;
    if (!header?.mediaId) return template;
    const key = `${target.phoneNumberId}:${header.mediaId}`;
    let entry = this.uploaded.get(key);
    if (!entry || this.now() - entry.at > REUSE_MS) {
      entry = { at: this.now(), file: this.upload(graph, target, header.mediaId) };
      this.remember(key, entry);
    }
    const { id, name } = await entry.file;
    const filename = header.filename ?? (header.type === 'document' ? name : undefined);
    return { ...template, header: { type: header.type, id, ...(filename ? { filename } : {}) } };
  }

  private async upload(
    graph: GraphClient,
    target: { companyId: number; phoneNumberId: string },
    mediaId: string,
  ) {
    const { record, data } = await this.media.read(target.companyId, mediaId);
    const id = await graph.uploadMedia(
      target.phoneNumberId,
      data,
      record.mimeType.split(';')[0]!,
      record.name,
    );
    return { id, name: record.name };
  }

  private remember(key: string, entry: Uploaded): void {
    this.uploaded.delete(key);
    this.uploaded.set(key, entry);
    // a failed upload is not reused: the next send tries again
    entry.file.catch(() => {
      if (this.uploaded.get(key) === entry) this.uploaded.delete(key);
    });
    if (this.uploaded.size > MAX_REMEMBERED) this.uploaded.delete(this.uploaded.keys().next().value!);
  }
}
