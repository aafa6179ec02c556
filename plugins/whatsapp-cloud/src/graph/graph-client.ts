import type { EgressFetch } from '@balcao/core';
import type { z } from 'zod';
import type { CloudConfig } from '../cloud-config.js';
import { GraphError } from './graph-error.js';
import {
  graphErrorBody,
  mediaInfo,
  phoneNumberInfo,
  sendAnswer,
  templatesPage,
  uploadAnswer,
  type GraphTemplate,
} from './graph-schemas.js';

const TIMEOUT_MS = 15_000;
/** what Meta accepts as a media file at most (video and documents: 100 MB) */
const MAX_MEDIA_BYTES = 100 * 1024 * 1024;

/**
 * The Graph API calls the provider makes, with one connection's token, through the egress guard. Answers are
 * parsed with zod; a Graph error becomes a GraphError with Meta's code.
 */
export class GraphClient {
  constructor(
    private readonly fetch: EgressFetch,
    private readonly config: CloudConfig,
    private readonly accessToken: string,
  ) {}

  private url(path: string): string {
    return `${this.config.graphUrl}/${this.config.graphVersion}/${path}`;
  }

  private async call<T extends z.ZodType>(
    schema: T,
    url: string,
    init: { method?: string; json?: unknown; form?: FormData } = {},
  ): Promise<z.infer<T>> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.accessToken}` };
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const res = await this.fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.form ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
      timeoutMs: TIMEOUT_MS,
      maxBytes: 4 * 1024 * 1024,
    });
    const body: unknown = await res.json().catch(() => undefined);
    if (!res.ok) {
      const parsed = graphErrorBody.safeParse(body);
      throw new GraphError(
        res.status,
        parsed.success ? parsed.data.error.code : undefined,
        parsed.success ? parsed.data.error.message : `HTTP ${res.status}`,
      );
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new GraphError(res.status, undefined, 'unexpected answer shape');
    return parsed.data;
  }

  phoneNumber(phoneNumberId: string) {
    return this.call(phoneNumberInfo, this.url(`${phoneNumberId}?fields=display_phone_number,verified_name`));
  }

  /** the wamid Meta gave the message */
  async sendMessage(phoneNumberId: string, body: Record<string, unknown>): Promise<string> {
    const answer = await this.call(sendAnswer, this.url(`${phoneNumberId}/messages`), {
      method: 'POST',
      json: { messaging_product: 'whatsapp', ...body },
    });
    return answer.messages[0]!.id;
  }

  async markRead(phoneNumberId: string, wamid: string): Promise<void> {
    await this.call(sendAnswer.partial(), this.url(`${phoneNumberId}/messages`), {
      method: 'POST',
      json: { messaging_product: 'whatsapp', status: 'read', message_id: wamid },
    });
  }

  /** uploads a file for a later send; answers its media id */
  async uploadMedia(phoneNumberId: string, data: Buffer, mimetype: string, filename: string) {
    const form = new FormData();
    form.set('messaging_product', 'whatsapp');
    form.set('type', mimetype);
    form.set('file', new Blob([new Uint8Array(data)], { type: mimetype }), filename);
    return (await this.call(uploadAnswer, this.url(`${phoneNumberId}/media`), { method: 'POST', form })).id;
  }

  /** a received file: its short-lived URL first, then the bytes, both with the bearer token */
  async downloadMedia(mediaId: string): Promise<{ data: Buffer; mimetype: string }> {
    const info = await this.call(mediaInfo, this.url(mediaId));
    const res = await this.fetch(info.url, {
      headers: { authorization: `Bearer ${this.accessToken}` },
      timeoutMs: 60_000,
      maxBytes: MAX_MEDIA_BYTES,
    });
    if (!res.ok) throw new GraphError(res.status, undefined, 'media download refused');
    return { data: Buffer.from(await res.arrayBuffer()), mimetype: info.mime_type };
  }

  /** every template of the business account, following Graph's paging */
  async templates(businessAccountId: string): Promise<GraphTemplate[]> {
    const all: GraphTemplate[] = [];
    let url: string | undefined = this.url(`${businessAccountId}/message_templates?limit=100`);
    for (let page = 0; url && page < 50; page++) {
      const answer: z.infer<typeof templatesPage> = await this.call(templatesPage, url);
      all.push(...answer.data);
      url = answer.paging?.next;
    }
    return all;
  }
}
