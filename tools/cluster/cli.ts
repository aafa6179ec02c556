/**
 * `pnpm exec tsx tools/cluster/cli.ts 3`: three kernel processes on a fresh MariaDB database and Redis behind a
 * round-robin proxy; prints the proxy's URL and each process's, then runs until Ctrl-C. DATABASE_URL picks an
 * existing database instead; any other variable in the environment reaches the processes.
 */
import { startCluster } from './index.js';

const processes = Number(process.argv[2] ?? 3);
if (!Number.isInteger(processes) || processes < 1) {
  console.error('usage: tsx tools/cluster/cli.ts <processes>');
  process.exit(2);
}
const cluster = await startCluster({ processes, database: process.env.DATABASE_URL });
console.log(cluster.url);
for (const p of cluster.procs) console.error(`  ${p.owner}  pid ${p.pid}  ${p.url}`);
const stop = () => void cluster.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
