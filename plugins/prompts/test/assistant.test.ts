import { describe, expect, it } from 'vitest';
import { TRANSFER_PHRASE } from '../src/index.js';
import { FAKE_MP3 } from './fake-servers.js';
import { connectionOf, contactOn, promptOf, promptsKernelPerFile, queueOf } from './prompts-kernel.js';

const k = promptsKernelPerFile();

/** what the model was asked in the latest chat request, without the system prompt */
const lastTurns = () => {
  const chats = k.ai.chats();
  return (chats.at(-1)?.json.messages as Array<{ role: string; content: string }>).slice(1);
};

describe('the assistant', () => {
  it('answers with the newest maxMessages messages of the ticket, oldest first', async () => {
    const prompt = await promptOf(k, { maxMessages: 4, maxTokens: 50, temperature: 0.3 });
    const conn = await connectionOf(k, [], prompt.id);
    const maria = contactOn(k, conn, '5511920000001');
    let n = 0;
    k.ai.reply = () => `Resposta ${++n}`;
    await maria.says('mensagem 1');
    await maria.says('mensagem 2');
    await maria.says('mensagem 3');
    expect(maria.received()).toEqual(['Resposta 1', 'Resposta 2', 'Resposta 3']);
    expect(lastTurns()).toEqual([
      { role: 'assistant', content: 'Resposta 1' },
      { role: 'user', content: 'mensagem 2' },
      { role: 'assistant', content: 'Resposta 2' },
      { role: 'user', content: 'mensagem 3' },
    ]);
    const request = k.ai.chats().at(-1)!;
    expect(request.headers.authorization).toBe('Bearer sk-test-0123456789abcdef');
    expect(request.json).toMatchObject({ model: 'gpt-3.5-turbo', max_tokens: 50, temperature: 0.3 });
    const system = request.json.messages[0];
    expect(system.role).toBe('system');
    expect(system.content).toContain('Maria Souza');
    expect(system.content).toContain('Você é o assistente da Loja Exemplo.');
    expect((await maria.ticket()).promptId).toBe(prompt.id);
  });

  it('moves the ticket to the prompt queue on the transfer phrase and stays silent afterwards', async () => {
    const humans = await queueOf(k, { name: 'Atendimento humano' });
    const prompt = await promptOf(k, { queueId: humans });
    // even a queue that names the same prompt does not wake the bot again
    await k.t.kernel.knex('queues').where({ id: humans }).update({ promptId: prompt.id });
    const conn = await connectionOf(k, [], prompt.id);
    const joao = contactOn(k, conn, '5511920000002', 'João');
    k.ai.reply = () => `${TRANSFER_PHRASE}. Vou te passar para um atendente.`;
    await joao.says('quero falar com uma pessoa');
    expect(joao.received()).toEqual(['Vou te passar para um atendente.']);
    const ticket = await joao.ticket();
    expect(ticket).toMatchObject({ queueId: humans, promptId: null, status: 'pending', userId: null });
    expect(Boolean(ticket.useIntegration)).toBe(false);

    const asked = k.ai.chats().length;
    await joao.says('alô?');
    expect(k.ai.chats()).toHaveLength(asked);
    expect(joao.received()).toHaveLength(1);
  });

  it('answers in a queue whose prompt it is', async () => {
    const prompt = await promptOf(k);
    const suporte = await queueOf(k, { name: 'Suporte IA' });
    await k.t.kernel.knex('queues').where({ id: suporte }).update({ promptId: prompt.id });
    const conn = await connectionOf(k, [suporte]);
    const ana = contactOn(k, conn, '5511920000003', 'Ana');
    k.ai.reply = () => 'Oi Ana, sou o assistente do suporte.';
    await ana.says('oi'); // the only queue: joined
    await ana.says('preciso de ajuda');
    expect((await ana.ticket()).queueId).toBe(suporte);
    expect(ana.received()).toContain('Oi Ana, sou o assistente do suporte.');
    expect(lastTurns().at(-1)).toEqual({ role: 'user', content: 'preciso de ajuda' });
  });

  it('transcribes a voice note and answers it', async () => {
    const prompt = await promptOf(k);
    const conn = await connectionOf(k, [], prompt.id);
    const bia = contactOn(k, conn, '5511920000004', 'Bia');
    k.ai.reply = (messages) => `Sobre "${messages.at(-1)!.content}": abrimos às 8h.`;
    const before = k.ai.requests.length;
    await bia.sendsAudio();
    const transcription = k.ai.requests.slice(before).find((r) => r.path.endsWith('/audio/transcriptions'));
    expect(transcription?.body.toString()).toContain('whisper-1');
    expect(bia.received()).toEqual(['Sobre "quero saber o horário de funcionamento": abrimos às 8h.']);
  });

  it('leaves a voice note to the queue flow when a text prompt does not transcribe', async () => {
    const prompt = await promptOf(k, { transcribeAudio: false });
    const conn = await connectionOf(k, [], prompt.id);
    const caio = contactOn(k, conn, '5511920000005', 'Caio');
    const before = k.ai.requests.length;
    await caio.sendsAudio();
    expect(k.ai.requests.length).toBe(before);
    expect(caio.received()).toEqual([]);
  });

  it('answers a voice prompt with audio synthesised by Azure', async () => {
    const prompt = await promptOf(k, {
      voice: 'pt-BR-FranciscaNeural',
      voiceKey: 'azure-key-0123456789',
      voiceRegion: 'brazilsouth',
    });
    const conn = await connectionOf(k, [], prompt.id);
    const duda = contactOn(k, conn, '5511920000006', 'Duda');
    k.ai.reply = () => 'Bom dia & bem-vinda!';
    await duda.says('bom dia');
    const [sent] = duda.receivedMessages() as Array<{
      type: string;
      media: { mimetype: string; data: Buffer };
    }>;
    expect(sent?.type).toBe('audio');
    expect(sent?.media.mimetype).toBe('audio/mpeg');
    expect(Buffer.from(sent!.media.data).equals(FAKE_MP3)).toBe(true);
    const tts = k.azure.requests.at(-1)!;
    expect(tts.headers['ocp-apim-subscription-key']).toBe('azure-key-0123456789');
    expect(tts.headers['x-microsoft-outputformat']).toBe('audio-16khz-32kbitrate-mono-mp3');
    expect(tts.body.toString()).toContain(
      '<voice name="pt-BR-FranciscaNeural">Bom dia &amp; bem-vinda!</voice>',
    );
  });

  it('sends the text when the voice cannot be synthesised', async () => {
    // a voice chosen but no voice key: Azure is never asked, the contact still gets the answer
    const prompt = await promptOf(k, { voice: 'pt-BR-AntonioNeural', voiceRegion: 'brazilsouth' });
    const conn = await connectionOf(k, [], prompt.id);
    const leo = contactOn(k, conn, '5511920000008', 'Léo');
    k.ai.reply = () => 'Resposta em texto.';
    const asked = k.azure.requests.length;
    await leo.says('oi');
    expect(k.azure.requests.length).toBe(asked);
    expect(leo.received()).toEqual(['Resposta em texto.']);
  });

  it('stays silent for a company whose plan lost useOpenAi', async () => {
    const prompt = await promptOf(k);
    const conn = await connectionOf(k, [], prompt.id);
    const gil = contactOn(k, conn, '5511920000007', 'Gil');
    const plans = () => k.t.kernel.knex('plans').where({ id: k.seed.planId });
    const features = (await plans().first()).features;
    await plans().update({ features: JSON.stringify({ useOpenAi: false }) });
    const before = k.ai.requests.length;
    try {
      await gil.says('oi');
    } finally {
      await plans().update({ features });
    }
    expect(k.ai.requests.length).toBe(before);
    expect(gil.received()).toEqual([]);
  });

  describe('when the AI fails, the queue menu answers', () => {
    const cases: Array<[string, () => void, Record<string, unknown>]> = [
      ['a bad key (401)', () => void (k.ai.fail = 401), {}],
      ['a server that is down', () => {}, { baseUrl: 'http://127.0.0.1:9/v1' }],
      // the fake holds its answer well past the AI timeout, which only this case makes short
      [
        'a timeout',
        () => {
          k.config.timeoutMs = 400;
          k.ai.delayMs = 1500;
        },
        {},
      ],
    ];
    for (const [what, arrange, fields] of cases)
      it(what, async () => {
        const timeoutMs = k.config.timeoutMs;
        const prompt = await promptOf(k, fields);
        const a = await queueOf(k, { name: `A ${what}` });
        const b = await queueOf(k, { name: `B ${what}` });
        const conn = await connectionOf(k, [a, b], prompt.id);
        const eva = contactOn(
          k,
          conn,
          `55119200001${String(cases.findIndex((c) => c[0] === what)).padStart(2, '0')}`,
        );
        arrange();
        try {
          await eva.says('oi');
        } finally {
          k.ai.fail = 0;
          k.ai.delayMs = 0;
          k.config.timeoutMs = timeoutMs;
        }
        expect(eva.received()).toEqual([`Bem-vindo!\n\n1 - A ${what}\n2 - B ${what}`]);
      });
  });
});
