/** Where the Graph API is: Meta's, or the fake one in tests and the demo (WHATSAPP_CLOUD_GRAPH_URL). */
export interface CloudOptions {
  /** the Graph API's base URL, without the version */
  graphUrl?: string;
  /** the Graph API version every path starts with */
  graphVersion?: string;
  /** the clock of the 24-hour window (tests move it) */
  now?: () => number;
  /** messages a second per business number (WHATSAPP_CLOUD_MPS, default 80; 20 for a coexistence number) */
  messagesPerSecond?: number;
  /**
   * the least time between two messages to one user from one number (WHATSAPP_CLOUD_PAIR_MS, default 6000: Meta's
   * pair rate); 0 leaves the pacing to Meta's 131056
   */
  pairIntervalMs?: number;
}

export interface CloudConfig {
  graphUrl: string;
  graphVersion: string;
  now: () => number;
  messagesPerSecond: number;
  pairIntervalMs: number;
}

export function cloudConfig(options: CloudOptions = {}): CloudConfig {
  const graphUrl = options.graphUrl ?? process.env.WHATSAPP_CLOUD_GRAPH_URL ?? 'https://graph.facebook.com';
  return {
    graphUrl: graphUrl.replace(/\/+$/, ''),
    graphVersion: options.graphVersion ?? process.env.WHATSAPP_CLOUD_GRAPH_VERSION ?? 'v23.0',
    now: options.now ?? Date.now,
    messagesPerSecond: options.messagesPerSecond ?? (Number(process.env.WHATSAPP_CLOUD_MPS) || 80),
    pairIntervalMs: options.pairIntervalMs ?? envMs(process.env.WHATSAPP_CLOUD_PAIR_MS, 6000),
  };
}

/** the provider's kind, stored in whatsapps.provider */
export const CLOUD_KIND = 'cloud';

/** a non-negative number of ms from the environment, or the default */
function envMs(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}
