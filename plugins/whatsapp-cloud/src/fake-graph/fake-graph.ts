import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signatureOf } from '../webhook/signature.js';
import { newWamid } from './fake-webhooks.js';

/** One business phone number the fake knows, with its credentials. */
export interface FakeNumber {
  phoneNumberId: string;
  wabaId: string;
  accessToken: string;
  appSecret: string;
}

export interface FakeSent {
  /** when the fake took it (epoch ms) */
  at: number;
  phoneNumberId: string;
  wamid: string;
  body: Record<string, unknown>;
}

export interface FakeTemplate {
  id: string;
  name: string;
  language: string;
  status: string;
  category: string;
  components: Array<Record<string, unknown>>;
}

interface FakeMedia {
  data: Buffer;
  mimetype: string;
  filename?: string;
  accessToken: string;
}

/** Meta's errors the fake can be told to answer with */
export type FakeErrorCode = 131047 | 130429 | 131056 | 190;

const errorMessages: Record<FakeErrorCode, string> = {
  131047: 'Re-engagement message: more than 24 hours have passed since the recipient last replied',
  130429: 'Rate limit hit: cloud API message throughput has been reached',
  131056: '(Business Account, Consumer Account) pair rate limit hit',
  190: 'Invalid OAuth access token - Cannot parse access token',
};

/**
 * A small Graph API on a loopback port, in the spirit of the simulator: it answers the calls the Cloud provider
 * makes with Meta's documented shapes (send, mark read, media upload and download, templates, the phone number) and
 * Meta's errors (131047, 130429, 131056, 190 for a token it does not know), records what was sent, and posts
 * webhooks signed with the number's app secret (`post`). Tests start one; the demo may (WHATSAPP_CLOUD_GRAPH_URL).
 */
export class FakeGraph {
  readonly sent: FakeSent[] = [];
  /** files posted to /{phone-number-id}/media, with the number they were posted to */
  readonly uploads: Array<{
    id: string;
    phoneNumberId: string;
    mimetype: string;
    filename?: string;
    data: Buffer;
  }> = [];
  readonly reads: string[] = [];
  private readonly numbers = new Map<string, FakeNumber>();
  private readonly media = new Map<string, FakeMedia>();
  private readonly templates = new Map<string, FakeTemplate[]>();
  private readonly failures = new Map<string, FakeErrorCode[]>();
  private server?: Server;
  private base = '';

  constructor(private readonly version = 'v23.0') {}

  /** listens on 127.0.0.1 (a free port unless given); answers the base URL to configure */
  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((err: Error) => answer(res, 500, { error: { message: err.message } }));
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }

  get url(): string {
    return this.base;
  }

  addNumber(n: Partial<FakeNumber> = {}): FakeNumber {
    const number: FakeNumber = {
      phoneNumberId: n.phoneNumberId ?? String(100000000000000 + this.numbers.size + 1),
      wabaId: n.wabaId ?? String(200000000000000 + this.numbers.size + 1),
      accessToken: n.accessToken ?? `EAAG${randomBytes(24).toString('hex')}`,
      appSecret: n.appSecret ?? randomBytes(16).toString('hex'),
    };
    this.numbers.set(number.phoneNumberId, number);
    return number;
  }

  setTemplates(wabaId: string, templates: FakeTemplate[]): void {
    this.templates.set(wabaId, templates);
  }

  /** the next sends of this number fail with Meta's code, in order */
  failNext(phoneNumberId: string, ...codes: FakeErrorCode[]): void {
    this.failures.set(phoneNumberId, [...(this.failures.get(phoneNumberId) ?? []), ...codes]);
  }

  /** a file a customer sent, fetchable by the number's token; answers its media id */
  addMedia(number: FakeNumber, data: Buffer, mimetype: string, filename?: string): string {
    const id = String(Date.now()) + randomBytes(4).toString('hex');
    this.media.set(id, {
      data,
      mimetype,
      ...(filename ? { filename } : {}),
      accessToken: number.accessToken,
    });
    return id;
  }

  /**
   * Posts a webhook as Meta does: the JSON text as given (or serialised once), signed over those very bytes with the
   * app secret. `signature` replaces the header (a wrong one), null sends none. Answers the status and body.
   */
  async post(
    webhookUrl: string,
    appSecret: string,
    body: unknown,
    opts: { signature?: string | null; raw?: string } = {},
  ): Promise<{ status: number; text: string }> {
    const raw = opts.raw ?? JSON.stringify(body);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const signature = opts.signature === undefined ? signatureOf(raw, appSecret) : opts.signature;
    if (signature !== null) headers['x-hub-signature-256'] = signature;
    // eslint-disable-next-line no-restricted-globals -- the fake plays Meta: its calls are Meta's, never a tenant's
    const res = await fetch(webhookUrl, { method: 'POST', headers, body: raw });
    return { status: res.status, text: await res.text() };
  }

  private numberOfToken(req: IncomingMessage): FakeNumber | undefined {
    const token = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    return [...this.numbers.values()].find((n) => n.accessToken === token);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.base);
    const parts = url.pathname.split('/').filter(Boolean);
    const caller = this.numberOfToken(req);
    if (parts[0] === 'media-download') return this.download(parts[1] ?? '', caller, res);
    if (parts[0] !== this.version) return answer(res, 404, { error: { message: 'Unknown path', code: 100 } });
    if (!caller) return graphError(res, 190);
    const [id, edge] = parts.slice(1);
    if (req.method === 'GET' && !edge && this.numbers.has(id ?? '')) {
      if (caller.phoneNumberId !== id) return graphError(res, 190);
      return answer(res, 200, { id, display_phone_number: '+1 555-000-0000', verified_name: 'Balcão Teste' });
    }
    if (req.method === 'GET' && !edge && this.media.has(id ?? '')) {
      const m = this.media.get(id!)!;
      if (m.accessToken !== caller.accessToken) return graphError(res, 190);
      return answer(res, 200, {
        messaging_product: 'whatsapp',
        url: `${this.base}/media-download/${id}?ext=1`,
        mime_type: m.mimetype,
        sha256: createHash('sha256').update(m.data).digest('hex'),
        file_size: m.data.length,
        id,
      });
    }
    if (req.method === 'GET' && edge === 'message_templates') {
      if (caller.wabaId !== id) return graphError(res, 190);
      return answer(res, 200, { data: this.templates.get(id) ?? [], paging: {} });
    }
    if (req.method === 'POST' && edge === 'messages' && caller.phoneNumberId === id)
      return this.message(
        caller,
        JSON.parse((await readBody(req)).toString('utf8')) as Record<string, unknown>,
        res,
      );
    if (req.method === 'POST' && edge === 'media' && caller.phoneNumberId === id)
      return this.upload(caller, req, res);
    return answer(res, 400, { error: { message: 'Unsupported request', code: 100 } });
  }

  private message(n: FakeNumber, body: Record<string, unknown>, res: ServerResponse) {
    if (body.status === 'read') {
      this.reads.push(String(body.message_id));
      return answer(res, 200, { success: true });
    }
    const failure = this.failures.get(n.phoneNumberId)?.shift();
    if (failure) return graphError(res, failure);
    const wamid = newWamid();
    this.sent.push({ at: Date.now(), phoneNumberId: n.phoneNumberId, wamid, body });
    const input = String(body.to ?? body.recipient ?? '');
    return answer(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input, ...(body.to ? { wa_id: input } : {}) }],
      messages: [{ id: wamid }],
    });
  }

  private async upload(n: FakeNumber, req: IncomingMessage, res: ServerResponse) {
    const form = await new Request(`${this.base}/upload`, {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: new Uint8Array(await readBody(req)),
    }).formData();
    const file = form.get('file');
    if (form.get('messaging_product') !== 'whatsapp' || !(file instanceof Blob))
      return answer(res, 400, { error: { message: 'file and messaging_product required', code: 100 } });
    const id = String(Date.now()) + randomBytes(4).toString('hex');
    const data = Buffer.from(await file.arrayBuffer());
    const filename = file instanceof File ? file.name : undefined;
    this.uploads.push({
      id,
      phoneNumberId: n.phoneNumberId,
      mimetype: String(form.get('type') ?? file.type),
      data,
      ...(filename ? { filename } : {}),
    });
    this.media.set(id, { data, mimetype: file.type, accessToken: n.accessToken });
    return answer(res, 200, { id });
  }

  private download(id: string, caller: FakeNumber | undefined, res: ServerResponse) {
    const m = this.media.get(id);
    if (!m) return answer(res, 404, { error: { message: 'Not found', code: 100 } });
    if (!caller || caller.accessToken !== m.accessToken) return graphError(res, 190);
    res.writeHead(200, { 'content-type': m.mimetype, 'content-length': m.data.length });
    res.end(m.data);
  }
}

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function graphError(res: ServerResponse, code: FakeErrorCode) {
  answer(res, code === 190 ? 401 : 400, {
    error: {
      message: errorMessages[code],
      type: code === 190 ? 'OAuthException' : 'OAuthException',
      code,
      fbtrace_id: randomBytes(8).toString('hex'),
    },
  });
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
