import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  json?: any;
}

interface FakeServer {
  url: string;
  requests: Recorded[];
  close(): Promise<void>;
}

type Answer = { status: number; body: unknown; delayMs?: number; type?: string };

/** A fake on a free port; on 127.0.0.2 it stands for an internal host (the tests' egress allow-list is 127.0.0.1). */
async function serve(
  answer: (r: Recorded) => Answer | Promise<Answer>,
  host = '127.0.0.1',
): Promise<FakeServer> {
  const requests: Recorded[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const rec: Recorded = { path: req.url ?? '', headers: req.headers, body };
      if (String(req.headers['content-type']).includes('json')) rec.json = JSON.parse(body.toString());
      requests.push(rec);
      const a = await answer(rec);
      if (a.delayMs) await new Promise((r) => setTimeout(r, a.delayMs));
      if (res.destroyed) return;
      const raw = Buffer.isBuffer(a.body) ? a.body : Buffer.from(JSON.stringify(a.body));
      res.writeHead(a.status, { 'content-type': a.type ?? 'application/json' }).end(raw);
    });
  });
  await new Promise<void>((r) => server.listen(0, host, r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    requests,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/**
 * An OpenAI-compatible server: chat completions answer `ai.reply(request)` (or `ai.fail` status), transcriptions
 * answer `ai.transcript`; every request is recorded.
 */
export async function fakeOpenAi(host?: string) {
  const ai: {
    reply: (messages: Array<{ role: string; content: string }>) => string;
    transcript: string;
    fail: number;
    delayMs: number;
  } = {
    reply: (_messages: Array<{ role: string; content: string }>) => 'Olá! Como posso ajudar?',
    transcript: 'quero saber o horário de funcionamento',
    fail: 0,
    delayMs: 0,
  };
  const server = await serve((r) => {
    if (ai.fail) return { status: ai.fail, body: { error: { message: 'Incorrect API key provided' } } };
    if (r.path.endsWith('/audio/transcriptions')) return { status: 200, body: { text: ai.transcript } };
    if (r.path.endsWith('/chat/completions'))
      return {
        status: 200,
        delayMs: ai.delayMs,
        body: {
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 1,
          model: r.json.model,
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: ai.reply(r.json.messages) },
            },
          ],
        },
      };
    return { status: 404, body: { error: { message: 'not found' } } };
  }, host);
  // the knobs object is what the test holds: the handler above reads the same object
  return Object.assign(ai, server, {
    chats: () => server.requests.filter((r) => r.path.endsWith('/chat/completions')),
  });
}

/** Azure's text-to-speech endpoint: answers a few MP3-looking bytes. */
export const FAKE_MP3 = Buffer.from('ID3\u0003fake-mp3-audio');
export async function fakeAzureSpeech() {
  return serve((r) =>
    r.path === '/cognitiveservices/v1'
      ? { status: 200, body: FAKE_MP3, type: 'audio/mpeg' }
      : { status: 404, body: {} },
  );
}
