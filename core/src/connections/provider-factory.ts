import type { Knex } from 'knex';
import type { Logger } from 'pino';
import {
  createChannelProvider,
  type ChannelProvider,
  type MessageRef,
  type SimNetwork,
} from '../channels/index.js';
import type { Config } from '../config/config.js';
import type { ConnectionProvider } from './whatsapp-model.js';
import { LidMapStore } from '../channels/baileys/lid-map-store.js';

export interface ProviderFactoryDeps {
  knex: Knex;
  config: Config;
  log: Logger;
  sim?: SimNetwork;
}

/** The provider object for one stored connection; undefined for a sim connection on a server without the simulator. */
export function createProviderFor(
  deps: ProviderFactoryDeps,
  id: number,
  provider: ConnectionProvider,
  getMessage?: (ref: MessageRef) => Promise<string | undefined>,
): ChannelProvider | undefined {
  const connectionId = String(id);
  if (provider === 'sim')
    return deps.sim ? createChannelProvider('sim', { connectionId, network: deps.sim }) : undefined;
  return createChannelProvider('beta', {
    connectionId,
    knex: deps.knex,
    authSecret: deps.config.SESSION_ENCRYPTION_KEY,
    logger: deps.log.child({ connectionId }),
    lidMap: new LidMapStore(deps.knex, id, (err) =>
      deps.log.warn({ err, connectionId: id }, 'could not store a LID mapping'),
    ),
    ...(getMessage ? { getMessage } : {}),
    ...(deps.config.WA_WEBSOCKET_URL ? { waWebSocketUrl: deps.config.WA_WEBSOCKET_URL } : {}),
  });
}
