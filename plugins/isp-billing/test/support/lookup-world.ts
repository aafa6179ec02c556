import type { FakeServer } from './fake-server.js';
import { startFakeAsaas } from './fake-asaas.js';
import { startFakeIxc } from './fake-ixc.js';
import { startFakeMkAuth } from './fake-mk-auth.js';
import { setSettings, startIspKernel, type IspKernel } from './isp-kernel.js';

/**
 * One kernel and the three systems' fakes, shared by every case (a kernel start is most of a file's time on
 * MariaDB): each provider's cases switch company A to that system with `useOnly`.
 */
export interface LookupWorld {
  k: IspKernel;
  ixc: FakeServer;
  mk: FakeServer;
  asaas: FakeServer;
}

export async function startLookupWorld(world: Partial<LookupWorld>): Promise<void> {
  world.ixc = await startFakeIxc();
  world.mk = await startFakeMkAuth();
  world.asaas = await startFakeAsaas();
  // read when the plugin sets up: the production URL otherwise
  process.env.ASAAS_BASE_URL = `${world.asaas.url}/v3`;
  world.k = await startIspKernel();
}

export async function stopLookupWorld(world: Partial<LookupWorld>): Promise<void> {
  delete process.env.ASAAS_BASE_URL;
  await world.k?.t.stop();
  await Promise.all([world.ixc?.close(), world.mk?.close(), world.asaas?.close()]);
}

const keys = ['ipixc', 'tokenixc', 'ipmkauth', 'clientidmkauth', 'clientsecretmkauth', 'asaas'];

/** Company A configured for one system only: the given settings, the others cleared. */
export async function useOnly(world: LookupWorld, values: Record<string, string>): Promise<void> {
  await setSettings(world.k, Object.fromEntries(keys.map((key) => [key, values[key] ?? ''])));
}
