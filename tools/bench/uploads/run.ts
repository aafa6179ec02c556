/**
 * What hostile uploads do to everyone else (issue 27): the server runs in one child process, a second child
 * polls GET /version every 50 ms, and this one sends each hostile file in turn. For each upload: the worst
 * /version latency while it was under way, beside the same poll with no upload (the baseline, same run), and
 * the server's RSS before and after. At the end the RSS once the server went idle (polled up to a minute).
 *
 *   pnpm exec tsx tools/bench/uploads/run.ts [full|tiny]
 *
 * full: the issue's sizes (a sheet declaring A1:XFD60001 over 60,000 rows, zip bombs of 300 MB of spaces
 * honest and lying, a header cell in column XFD, a 5 MB CSV line, an attendant's 10 x 50 MB to an admin-only
 * route). tiny: the same files a few times smaller, to show the bench works.
 * Targets: worst latency under 200 ms, RSS back within 50 MB of where it started.
 */
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import {
  declaredRangeXlsx,
  farColumnXlsx,
  login,
  longLineCsv,
  productPlugins,
  seedTenants,
  startTestKernel,
  zipBombXlsx,
} from '@balcao/core/testing';
import { printTable } from '../shared/text-table.js';

const self = fileURLToPath(import.meta.url);
const TARGET_MS = 200;
const TARGET_RSS_MB = 50;

// the kernel, alone in its process, so neither the poller's nor this process's work shows in its latency
if (process.argv[2] === '--server') {
  // production's default payment gateway needs real keys; the bench has nothing to pay
  process.env.BILLING_GATEWAY ??= 'sandbox';
  const t = await startTestKernel({ plugins: await productPlugins(), env: { NODE_ENV: 'production' } });
  const seed = await seedTenants(t.kernel.knex);
  const admin = await login(t, seed.a.admin.email);
  const attendant = await login(t, seed.a.user.email);
  const listId = (await admin.post('/contact-lists', { name: 'Bench' })).body.id;
  const fileListId = (await admin.post('/files', { name: 'Catálogo', message: 'Segue' })).body.id;
  console.log(
    JSON.stringify({ url: t.url, admin: admin.token, attendant: attendant.token, listId, fileListId }),
  );
  process.on('SIGTERM', () => void t.stop().then(() => process.exit(0)));
  await new Promise(() => undefined);
}

// the poller: one line per answer, "<epoch ms when sent> <latency ms>"
if (process.argv[2] === '--poll') {
  const url = `${process.argv[3]}/version`;
  for (;;) {
    const sent = Date.now();
    const start = performance.now();
    await fetch(url).then((r) => r.text());
    console.log(`${sent} ${(performance.now() - start).toFixed(1)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const tiny = process.argv[2] === 'tiny';
const child = (...args: string[]) =>
  spawn(process.execPath, ['--import', 'tsx', self, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
const firstLine = async (p: ChildProcess) =>
  String((await createInterface({ input: p.stdout! })[Symbol.asyncIterator]().next()).value);

const server = child('--server');
const s = JSON.parse(await firstLine(server)) as {
  url: string;
  admin: string;
  attendant: string;
  listId: number;
  fileListId: number;
};
const rssMb = () => {
  const line = readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? Number(line[1]) / 1024 : Number.NaN;
};
const poller = child('--poll', s.url);
const samples: Array<[number, number]> = [];
createInterface({ input: poller.stdout! }).on('line', (l) => {
  const [at, ms] = l.split(' ').map(Number);
  samples.push([at!, ms!]);
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
await sleep(1000);

/** The poll's answers sent between `from` and `to` (epoch ms). */
const window = (from: number, to: number) =>
  samples.filter(([at]) => at >= from && at <= to).map(([, ms]) => ms);

function form(name: string, type: string, data: Buffer) {
  const f = new FormData();
  f.append('file', new Blob([new Uint8Array(data)], { type }), name);
  return f;
}
const post = (path: string, token: string, body: FormData) =>
  fetch(s.url + path, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body }).then(
    async (r) => {
      const json = (await r.json()) as { error?: string; count?: number };
      return `${r.status} ${json.error ?? (json.count !== undefined ? `count ${json.count}` : 'ok')}`;
    },
  );

/** `files` files of `mb` MB each in one multipart body, streamed; resolves with the answer's status. */
function bigUpload(path: string, token: string, files: number, mb: number): Promise<string> {
  const boundary = 'benchBoundary';
  const part = (i: number) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="f${i}.bin"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
  const chunk = Buffer.alloc(1024 * 1024, 0x61);
  return new Promise((resolve) => {
    const req = request(new URL(s.url + path), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    let sentMb = 0;
    req.on('response', (res) => {
      res.resume();
      req.destroy();
      resolve(`${res.statusCode} after ${sentMb} of ${files * mb} MB`);
    });
    req.on('error', () => resolve(`closed after ${sentMb} MB`));
    void (async () => {
      for (let i = 0; i < files; i++) {
        if (!req.write(part(i))) await new Promise((r) => req.once('drain', r));
        for (let m = 0; m < mb; m++) {
          if (req.destroyed) return;
          if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
          sentMb++;
        }
        req.write('\r\n');
      }
      req.end(`--${boundary}--\r\n`);
    })();
  });
}

const rows: string[][] = [];
const pct = (xs: number[], p: number) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]! : Number.NaN;
async function phase(label: string, work: () => Promise<string>) {
  const before = rssMb();
  const from = Date.now();
  const started = performance.now();
  const answer = await work();
  const ms = performance.now() - started;
  await sleep(100);
  const lat = window(from, Date.now());
  rows.push([
    label,
    answer,
    String(lat.length),
    pct(lat, 0.5).toFixed(1),
    Math.max(...lat).toFixed(1),
    ms.toFixed(0),
    before.toFixed(0),
    rssMb().toFixed(0),
  ]);
}

const rssStart = rssMb();
const loadStart = loadavg()[0]!.toFixed(2);
await phase('no upload (baseline, 3 s)', async () => {
  await sleep(3000);
  return '-';
});
const size = {
  rows: tiny ? 2000 : 60_000,
  bombMb: tiny ? 60 : 300,
  csvMb: tiny ? 1 : 5,
  files: tiny ? 2 : 10,
  fileMb: tiny ? 5 : 50,
};
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const list = `/contact-lists/${s.listId}/upload`;
const range = await declaredRangeXlsx(size.rows);
await phase(
  `A1:XFD${size.rows + 1} declared, ${size.rows} rows (${(range.length / 1024).toFixed(0)} KB)`,
  () => post(list, s.admin, form('range.xlsx', xlsx, range)),
);
const bomb = await zipBombXlsx(size.bombMb);
await phase(`zip bomb, ${size.bombMb} MB of spaces (${(bomb.length / 1024).toFixed(0)} KB)`, () =>
  post(list, s.admin, form('bomb.xlsx', xlsx, bomb)),
);
const lying = await zipBombXlsx(size.bombMb, { lying: true });
await phase(`zip bomb, header lying (${(lying.length / 1024).toFixed(0)} KB)`, () =>
  post(list, s.admin, form('lying.xlsx', xlsx, lying)),
);
const far = await farColumnXlsx(1000);
await phase(`header cell in XFD (${(far.length / 1024).toFixed(0)} KB), /contacts/import`, () =>
  post('/contacts/import', s.admin, form('xfd.xlsx', xlsx, far)),
);
await phase(`one ${size.csvMb} MB CSV line, /contacts/import`, () =>
  post('/contacts/import', s.admin, form('long.csv', 'text/csv', longLineCsv(size.csvMb))),
);
await phase(`attendant, ${size.files} x ${size.fileMb} MB to /files/uploadList`, () =>
  bigUpload(`/files/uploadList/${s.fileListId}`, s.attendant, size.files, size.fileMb),
);
// the parse workers exit after 10 s idle and V8 compacts a grown heap only once the process is idle (its memory
// reducer): RSS as an operator would see it, polled until it is back within the target or a minute passed
const settled = performance.now();
let rssEnd = rssMb();
while (rssEnd - rssStart > TARGET_RSS_MB && performance.now() - settled < 60_000) {
  await sleep(1000);
  rssEnd = rssMb();
}
const settleS = (performance.now() - settled) / 1000;

poller.kill('SIGTERM');
server.kill('SIGTERM');

const head = [
  'upload',
  'answer',
  'polls',
  '/version p50 ms',
  'max ms',
  'upload ms',
  'RSS before MB',
  'after MB',
];
printTable(head, rows, 2);
const worst = Math.max(...rows.slice(1).map((r) => Number(r[4])));
console.log(
  `\nworst /version latency during an upload ${worst.toFixed(0)} ms against ${rows[0]![4]} ms with none` +
    ` (target ${TARGET_MS} ms); RSS ${rssStart.toFixed(0)} MB at start, ${rssEnd.toFixed(0)} MB` +
    ` ${settleS.toFixed(0)} s after the last upload (target within ${TARGET_RSS_MB} MB);` +
    ` load average ${loadStart} at start`,
);
process.exit(0);
