/**
 * Memory per simulated WhatsApp connection. Each stage runs in a fresh child process (with --expose-gc
 * so numbers are after a full collection): an empty process, one that only loaded the channel layer,
 * and one holding N connected sim connections that exchanged messages with acks to the end.
 *
 *   pnpm exec tsx tools/bench/channels/run.ts [connections=200]
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

type Stage = 'empty' | 'loaded' | 'connections';
interface Sample {
  stage: Stage;
  connections: number;
  rssMb: number;
  heapMb: number;
  ms: number;
}

const TARGET_MB = 5;
const MB = 1024 * 1024;

async function settle(): Promise<{ rss: number; heap: number }> {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < 3; i++) {
    gc?.();
    await new Promise((r) => setTimeout(r, 20));
  }
  const m = process.memoryUsage();
  return { rss: m.rss / MB, heap: m.heapUsed / MB };
}

async function child(stage: Stage, n: number): Promise<Sample> {
  const started = Date.now();
  if (stage === 'empty') {
    const m = await settle();
    return { stage, connections: 0, rssMb: m.rss, heapMb: m.heap, ms: Date.now() - started };
  }
  const channels = await import('@balcao/core/channels');
  if (stage === 'loaded') {
    const m = await settle();
    return { stage, connections: 0, rssMb: m.rss, heapMb: m.heap, ms: Date.now() - started };
  }
  const clock = new channels.ManualClock();
  const network = new channels.SimNetwork({ clock, ackDelayMs: 1000 });
  const providers = [];
  let inbound = 0;
  for (let i = 1; i <= n; i++) {
    const provider = channels.createChannelProvider('sim', { connectionId: String(i), network });
    provider.on('message', () => inbound++);
    provider.on('ack', () => {});
    provider.on('status', () => {});
    await provider.connect();
    providers.push(provider);
  }
  await clock.advance(0);
  for (let i = 1; i <= n; i++) network.scan(String(i));
  await clock.advance(0);
  // a little traffic each, so the numbers include message and ack bookkeeping, not just idle sockets
  for (let i = 1; i <= n; i++) {
    const id = String(i);
    const from = { number: `55119${String(i).padStart(8, '0')}`, name: `Cliente ${i}` };
    for (let k = 0; k < 5; k++) network.contactSends(id, { from, type: 'text', body: `mensagem ${k}` });
    network.contactSends(id, { from, type: 'image', body: 'foto' });
    for (let k = 0; k < 5; k++)
      await providers[i - 1]!.send({ type: 'text', to: from.number, body: `resposta ${k}` });
  }
  await clock.advance(5_000);
  const connected = providers.filter((p) => p.status === 'CONNECTED').length;
  if (connected !== n || inbound !== n * 6)
    throw new Error(`only ${connected}/${n} connected, ${inbound} messages`);
  const m = await settle();
  return { stage, connections: n, rssMb: m.rss, heapMb: m.heap, ms: Date.now() - started };
}

function runStage(stage: Stage, n: number): Sample {
  const out = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), '--child', stage, String(n)],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return JSON.parse(out.trim().split('\n').at(-1)!) as Sample;
}

const args = process.argv.slice(2);
if (args[0] === '--child') {
  const sample = await child(args[1] as Stage, Number(args[2]));
  process.stdout.write(`${JSON.stringify(sample)}\n`);
} else {
  const n = Number(args[0] ?? 200);
  const [empty, loaded, conns] = (['empty', 'loaded', 'connections'] as Stage[]).map((s) =>
    runStage(s, n),
  ) as [Sample, Sample, Sample];
  const perConn = (conns.rssMb - loaded.rssMb) / n;
  const perConnHeap = (conns.heapMb - loaded.heapMb) / n;
  const row = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(34) : c.padStart(12))).join(' | ')} |`;
  const f = (x: number) => x.toFixed(2);
  console.log(`\nChannel layer memory, ${n} sim connections (Node ${process.version})\n`);
  console.log(row(['stage', 'connections', 'RSS MB', 'heap MB', 'RSS MB/conn']));
  console.log(row(['-'.repeat(34), '-'.repeat(12), '-'.repeat(12), '-'.repeat(12), '-'.repeat(12)]));
  console.log(row(['empty process (baseline)', '0', f(empty.rssMb), f(empty.heapMb), '']));
  console.log(row(['channel layer loaded (Baileys too)', '0', f(loaded.rssMb), f(loaded.heapMb), '']));
  console.log(
    row([`${n} sim connections + traffic`, String(n), f(conns.rssMb), f(conns.heapMb), f(perConn)]),
  );
  console.log(
    `\nper connection: ${f(perConn * 1024)} KB RSS, ${f(perConnHeap * 1024)} KB heap; target < ${TARGET_MB} MB -> ${perConn < TARGET_MB ? 'OK' : 'OVER'}`,
  );
  if (perConn >= TARGET_MB) process.exitCode = 1;
}
