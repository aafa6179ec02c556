import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, longest first (MariaDB, quiet machine, 2026-11-29: the two 1,000-contact campaigns
 * 165–250 s, the two-process, crash and chaos files 25–90 s each). Vitest orders a run by the durations it cached
 * from the last one, and a fresh clone has none, so it falls back to file size and started the longest file near
 * the end: the run then waited minutes on one worker. A file missing from the list only runs in the usual order.
 */
const longFiles = [
  'plugins/campaigns/test/dispatch.test.ts',
  'plugins/campaigns/test/template-campaigns.test.ts',
  'plugins/schedules/test/two-processes.test.ts',
  'plugins/tickets/test/cluster-chaos.test.ts',
  'plugins/campaigns/test/campaign-crash.test.ts',
  'core/test/outbox/outbox-processes.test.ts',
  'core/test/api/malformed-bodies.test.ts',
  'plugins/schedules/test/send-schedules.test.ts',
  'core/test/connections/lease-takeover.test.ts',
  'core/test/backbone/inbox-crash.test.ts',
  'core/test/untrusted/untrusted-files.test.ts',
  'core/test/connections/lease-share.test.ts',
  'plugins/tickets/test/messages-crash.test.ts',
  'core/test/security/login-throttle.test.ts',
  'plugins/billing/test/two-processes.test.ts',
  'plugins/auto-assign/test/fair-assignment.test.ts',
];

/** Vitest's own order (cached durations, else size), with the known long files first. */
export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const i = longFiles.findIndex((path) => spec.moduleId.endsWith(path));
      return i < 0 ? longFiles.length : i;
    };
    // Array.prototype.sort is stable: the rest keep vitest's order
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
