import type { JobsSort, JobWithState } from 'agenda';

const time = (d: Date | null | undefined, missing: number) => d?.getTime() ?? missing;

/** Sorts like the reference backends: explicit keys in order, else newest nextRunAt first. */
export function sortJobs(jobs: JobWithState[], sort: JobsSort | undefined): void {
  const dir = (d: unknown) => (d === 'desc' || d === -1 ? -1 : 1);
  jobs.sort((a, b) => {
    if (sort) {
      const keys: [keyof JobsSort, number][] = [
        [
          'nextRunAt',
          time(a.nextRunAt, Number.MAX_SAFE_INTEGER) - time(b.nextRunAt, Number.MAX_SAFE_INTEGER),
        ],
        ['priority', a.priority - b.priority],
        ['lastRunAt', time(a.lastRunAt, 0) - time(b.lastRunAt, 0)],
        ['lastFinishedAt', time(a.lastFinishedAt, 0) - time(b.lastFinishedAt, 0)],
        ['name', a.name.localeCompare(b.name)],
      ];
      for (const [key, cmp] of keys) if (sort[key] !== undefined && cmp !== 0) return dir(sort[key]) * cmp;
      return 0;
    }
    return time(b.nextRunAt, 0) - time(a.nextRunAt, 0) || time(b.lastRunAt, 0) - time(a.lastRunAt, 0);
  });
}
