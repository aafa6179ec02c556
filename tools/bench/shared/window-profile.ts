import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

/**
 * A CPU profile of the measured window only, written to `file` (open it in Chrome's DevTools or read it as JSON):
 * `node --cpu-prof` also records the boot, the module loading and the baseline, which drown the part the figure
 * is about. Returns the stop that writes it; without a file, a stop that does nothing.
 */
export async function profileWindow(file: string | undefined): Promise<() => Promise<void>> {
  if (!file) return async () => {};
  const session = new Session();
  session.connect();
  const post = (method: string) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, (err, res) => (err ? reject(err) : resolve(res))),
    );
  await post('Profiler.enable');
  await post('Profiler.start');
  return async () => {
    const { profile } = (await post('Profiler.stop')) as { profile: object };
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}
