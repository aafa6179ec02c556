import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received. */
export interface TypebotCall {
  path: string;
  body: Record<string, unknown>;
}

type Bubble = Record<string, unknown>;
const text = (s: string): Bubble => ({
  type: 'text',
  content: { type: 'richText', richText: [{ type: 'p', children: [{ text: s }] }] },
});

/**
 * A local typebot speaking its HTTP API v1 (startChat, continueChat) with one flow: a greeting (rich text with
 * the prefilled name in bold, an image bubble), a choice between "Vendas" and "Suporte"; "Suporte" hands the
 * conversation to `handoverQueueId` by Whaticket's `#{"queueId":N}` text, anything else is rejected with typebot's
 * retry message (with `handoverUserId`, to that user too). `down` answers 503 to everything.
 */
export async function startFakeTypebot() {
  const calls: TypebotCall[] = [];
  const sessions = new Map<string, { step: 'choice' | 'done' }>();
  const state = { down: false, handoverQueueId: 0, handoverUserId: 0, url: '' };
  let seq = 0;
  const greeting = (pushName: unknown): Bubble[] => [
    {
      type: 'text',
      content: {
        type: 'richText',
        richText: [
          { type: 'p', children: [{ text: 'Olá, ' }, { text: String(pushName), bold: true }, { text: '!' }] },
        ],
      },
    },
    { type: 'image', content: { url: `${state.url}/logo.png` } },
    text('Com quem quer falar?'),
  ];
  const choice = {
    type: 'choice input',
    items: [
      { id: 'a', content: 'Vendas' },
      { id: 'b', content: 'Suporte' },
    ],
  };

  const server: Server = createServer(async (req, res) => {
    const body = await readJson(req);
    const path = req.url ?? '';
    if (req.method === 'GET' && path === '/logo.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]));
    }
    calls.push({ path, body });
    const answer = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (state.down) return answer(503, { message: 'down' });
    const start = path.match(/^\/api\/v1\/typebots\/([^/]+)\/startChat$/);
    if (req.method === 'POST' && start) {
      if (start[1] !== 'atendimento') return answer(404, { message: 'Typebot not found' });
      const sessionId = `sessao-${++seq}`;
      sessions.set(sessionId, { step: 'choice' });
      const vars = (body.prefilledVariables ?? {}) as Record<string, unknown>;
      return answer(200, {
        sessionId,
        messages: greeting(vars.pushName),
        input: choice,
        clientSideActions: [],
      });
    }
    const cont = path.match(/^\/api\/v1\/sessions\/([^/]+)\/continueChat$/);
    if (req.method === 'POST' && cont) {
      const session = sessions.get(cont[1]!);
      if (!session) return answer(404, { message: 'Session not found' });
      const said = String(body.message ?? '')
        .trim()
        .toLowerCase();
      if (said === 'vendas')
        return answer(200, { messages: [text('Vendas: visite nossa loja.')], input: null });
      if (said === 'suporte') {
        session.step = 'done';
        return answer(200, {
          messages: [
            text('Vou chamar alguém do suporte.'),
            text(
              state.handoverUserId
                ? `#{"queueId":${state.handoverQueueId},"userId":${state.handoverUserId}}`
                : `#{"queueId":${state.handoverQueueId}}`,
            ),
          ],
        });
      }
      return answer(200, { messages: [text('Invalid message. Please, try again.')], input: choice });
    }
    answer(404, { message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: state.url,
    calls,
    state,
    /** the session ids startChat handed out, in order */
    started: () => calls.filter((c) => c.path.endsWith('/startChat')).length,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeTypebot = Awaited<ReturnType<typeof startFakeTypebot>>;

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  try {
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
