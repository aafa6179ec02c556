import { BaileysProvider, type BaileysProviderOptions } from './baileys/baileys-provider.js';
import type { ChannelKind, ChannelProvider } from './channel-provider.js';
import { SimProvider, type SimProviderOptions } from './sim/sim-provider.js';

export type ChannelProviderOptions<K extends ChannelKind> = K extends 'sim'
  ? SimProviderOptions
  : BaileysProviderOptions;

/**
 * The one place that knows which class serves which provider name. 'beta' is the spec's default
 * provider name for a connection and means Baileys.
 */
export function createChannelProvider<K extends ChannelKind>(
  kind: K,
  options: ChannelProviderOptions<K>,
): ChannelProvider {
  switch (kind) {
    case 'beta':
    case 'baileys':
      return new BaileysProvider(options as BaileysProviderOptions);
    case 'sim':
      return new SimProvider(options as SimProviderOptions);
    default:
      throw new Error(`unknown channel provider '${String(kind)}'`);
  }
}

export const isChannelKind = (value: unknown): value is ChannelKind =>
  value === 'beta' || value === 'baileys' || value === 'sim';
