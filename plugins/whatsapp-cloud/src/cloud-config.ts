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
}

export interface CloudConfig {
  graphUrl: string;
  graphVersion: string;
  now: () => number;
  messagesPerSecond: number;
}

export function cloudConfig(options: CloudOptions = {}): CloudConfig {
  const graphUrl = options.graphUrl ?? process.env.WHATSAPP_CLOUD_GRAPH_URL ?? 'https://graph.facebook.com';
  return {
    graphUrl: graphUrl.replace(/\/+$/, ''),
    graphVersion: options.graphVersion ?? process.env.WHATSAPP_CLOUD_GRAPH_VERSION ?? 'v23.0',
    now: options.now ?? Date.now,
    messagesPerSecond: options.messagesPerSecond ?? (Number(process.env.WHATSAPP_CLOUD_MPS) || 80),
  };
}

/** the provider's kind, stored in whatsapps.provider */
export const CLOUD_KIND = 'cloud';
