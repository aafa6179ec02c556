/**
 * A separate OS process running one Agenda worker on the knex backend (used by the two-process
 * test and the benchmark). Records every run in a `job_runs` table so the parent can check that
 * each job ran exactly once. Env: DB_CONFIG (JSON knex config), WORKER (name), JOB (job name).
 */
import knexFactory from 'knex';
import { Agenda } from 'agenda';
import { KnexBackend } from '../../src/index.js';

const knex = knexFactory(JSON.parse(process.env.DB_CONFIG!));
const worker = process.env.WORKER ?? `w${process.pid}`;
const jobName = process.env.JOB ?? 'count';
const agenda = new Agenda({
  backend: new KnexBackend({ knex }),
  name: worker,
  processEvery: 200,
  maxConcurrency: 50,
});

agenda.define(
  jobName,
  async (job) => {
    await knex('job_runs').insert({ job_id: String(job.attrs._id), worker });
  },
  { concurrency: 20, lockLimit: 20 },
);

process.on('SIGTERM', async () => {
  await agenda.drain(5000);
  await knex.destroy();
  process.exit(0);
});

await agenda.start();
process.stdout.write('ready\n');
