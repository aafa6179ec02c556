/** The channel layer's public surface. Nothing outside core/src/channels imports Baileys. */
export type {
  ChannelEvents,
  ChannelEventName,
  ChannelListener,
  ConnectionStatus,
  StatusEvent,
} from './channel-events.js';
export {
  ChannelError,
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
export {
  locationBody,
  type Ack,
  type ContactIdentity,
  type InboundMessage,
  type MediaPayload,
  type MessageRef,
  type MessageType,
  type OutboundMessage,
  type QuoteRef,
  type SendResult,
} from '../domain/messages/message-types.js';
export { newWaMessageId } from './message-id.js';
export { ManualClock, realClock, type Clock } from './clock.js';
export type { ReconnectPolicyOptions } from './reconnect-policy.js';
export type { BaileysProviderOptions } from './baileys/baileys-provider.js';
export type { SimProviderOptions } from './sim/sim-provider.js';
export { SimNetwork, type SimNetworkOptions, type SentRecord } from './sim/sim-network.js';
export type { SimInboundInput, SimContactInput } from './sim/sim-inbound.js';
export { createSimRouter } from './sim/sim-router.js';
export { channelMigrations } from './migrations/index.js';
