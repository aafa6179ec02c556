import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { createChannelProvider, type SimNetwork } from '../channels/index.js';
import type { ChannelProviderRegistry } from '../channels/provider-registry.js';
import type { Config } from '../config/config.js';
import { LidMapStore } from '../channels/baileys/lid-map-store.js';

export interface ProviderFactoryDeps {
  knex: Knex;
  config: Config;
  log: Logger;
  sim?: SimNetwork;
}

/** Core's two providers, registered like any plugin's: Baileys ('beta', the spec's default) and the simulator. */
export function registerCoreProviders(registry: ChannelProviderRegistry, deps: ProviderFactoryDeps): void {
  registry.register({
    kind: 'beta',
    aliases: ['baileys'],
    labels: { pt: 'WhatsApp Web (Baileys)', en: 'WhatsApp Web (Baileys)', es: 'WhatsApp Web (Baileys)' },
    traits: {
      cost: {
        pt: 'Sem custo por mensagem: o número é lido como um aparelho conectado',
        en: 'No cost per message: the number is linked as a device',
        es: 'Sin costo por mensaje: el número se vincula como un dispositivo',
      },
      risk: {
        pt: 'Não oficial: o WhatsApp pode pedir passkey, limitar contatos novos ou banir o número',
        en: 'Unofficial: WhatsApp may ask for a passkey, limit new chats or ban the number',
        es: 'No oficial: WhatsApp puede pedir passkey, limitar chats nuevos o bloquear el número',
      },
      groups: true,
      templates: false,
      window24h: false,
    },
    create: ({ connectionId, getMessage }) =>
      createChannelProvider('beta', {
        connectionId: String(connectionId),
        knex: deps.knex,
        authSecret: deps.config.SESSION_ENCRYPTION_KEY,
        logger: deps.log.child({ connectionId }),
        lidMap: new LidMapStore(deps.knex, connectionId, (err) =>
          deps.log.warn({ err, connectionId }, 'could not store a LID mapping'),
        ),
        getMessage,
        ...(deps.config.WA_WEBSOCKET_URL ? { waWebSocketUrl: deps.config.WA_WEBSOCKET_URL } : {}),
      }),
  });
  registry.register({
    kind: 'sim',
    labels: { pt: 'Simulador', en: 'Simulator', es: 'Simulador' },
    traits: {
      cost: {
        pt: 'Só para testes e demonstração',
        en: 'For tests and demos only',
        es: 'Solo para pruebas y demos',
      },
      risk: {
        pt: 'Nenhum: não fala com o WhatsApp',
        en: 'None: it never talks to WhatsApp',
        es: 'Ninguno: no habla con WhatsApp',
      },
      groups: true,
      templates: false,
      window24h: false,
    },
    // a sim connection on a server without the simulator stays stopped
    create: ({ connectionId }) =>
      deps.sim
        ? createChannelProvider('sim', { connectionId: String(connectionId), network: deps.sim })
        : undefined,
  });
}
