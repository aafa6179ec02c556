/** The channel layer's public surface. Nothing outside core/src/channels imports Baileys. */
export type {
  ChannelEvents,
  ChannelEventName,
  ChannelListener,
  ConnectionStatus,
  ReachLimitsEvent,
  StatusEvent,
  StatusReason,
} from './channel-events.js';
export {
  ChannelError,
  isTimelockError,
  type ChannelKind,
  type ChannelProvider,
  type ConnectOptions,
  type NumberCheck,
} from './channel-provider.js';
export {
  createChannelProvider,
  isChannelKind,
  type ChannelProviderOptions,
} from './create-channel-provider.js';
// a provider speaks the domain's message types; one list, the domain's own
export * from '../domain/messages/message-types.js';
export { newWaMessageId } from './message-id.js';
export { ManualClock, realClock, type Clock } from './clock.js';
export type { ReconnectPolicyOptions } from './reconnect-policy.js';
export type { BaileysProviderOptions } from './baileys/baileys-provider.js';
export type { SimProviderOptions } from './sim/sim-provider.js';
export { SimNetwork, type SimNetworkOptions, type SentRecord } from './sim/sim-network.js';
export type { SimInboundInput, SimContactInput } from './sim/sim-inbound.js';
export { createSimRouter } from './sim/sim-router.js';
export { channelMigrations } from './migrations/index.js';
