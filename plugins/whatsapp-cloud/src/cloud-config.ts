/** Where the Graph API is: Meta's, or the fake one in tests and the demo (WHATSAPP_CLOUD_GRAPH_URL). */
export interface CloudOptions {
  /** the Graph API's base URL, without the version */
  graphUrl?: string;
  /** the Graph API version every path starts with */
  graphVersion?: string;
  /** the clock of the 24-hour window (tests move it) */
  now?: () => number;
}

export interface CloudConfig {
  graphUrl: string;
  graphVersion: string;
  now: () => number;
}

export function cloudConfig(options: CloudOptions = {}): CloudConfig {
  const graphUrl = options.graphUrl ?? process.env.WHATSAPP_CLOUD_GRAPH_URL ?? 'https://graph.facebook.com';
  return {
    graphUrl: graphUrl.replace(/\/+$/, ''),
    graphVersion: options.graphVersion ?? process.env.WHATSAPP_CLOUD_GRAPH_VERSION ?? 'v23.0',
    now: options.now ?? Date.now,
  };
}

/** the provider's kind, stored in whatsapps.provider */
export const CLOUD_KIND = 'cloud';
