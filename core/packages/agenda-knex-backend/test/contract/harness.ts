import type { AgendaBackend, JobParameters, JobRepository } from 'agenda';

/** What a backend under contract test must provide: fresh backends over one shared store. */
export interface ContractTarget {
  label: string;
  /** A new backend object on the same storage (one per Agenda instance, like separate workers). */
  newBackend(): AgendaBackend;
  cleanup(): Promise<void>;
}

/** A one-off job as Agenda's create()+schedule() would produce it. */
export function oneOff(
  name: string,
  data: unknown,
  nextRunAt: Date | null = new Date(),
  extra: Partial<JobParameters> = {},
): JobParameters {
  return { name, data, priority: 0, nextRunAt, type: 'normal', ...extra };
}

export async function connected(target: ContractTarget): Promise<JobRepository> {
  const backend = target.newBackend();
  await backend.connect();
  return backend.repository;
}

export const secondsAgo = (s: number) => new Date(Date.now() - s * 1000);
export const secondsAhead = (s: number) => new Date(Date.now() + s * 1000);
