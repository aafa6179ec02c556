/** Meta's error codes this provider reacts to (Graph API error `code`). */
export const GRAPH_CODES = {
  /** the access token is invalid or expired */
  badToken: 190,
  /** free-form message outside the 24-hour customer service window */
  outsideWindow: 131047,
  /** too many messages from this number (cloud throughput) */
  rate: 130429,
  /** too many messages to one user from this number (pair rate) */
  pairRate: 131056,
} as const;

/** A Graph API call answered with an error: Meta's code and message, for the log and the provider's decision. */
export class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | undefined,
    message: string,
  ) {
    super(`graph ${status}${code !== undefined ? ` code ${code}` : ''}: ${message}`);
    this.name = 'GraphError';
  }

  /** worth another try later: throughput limits and Meta's own 5xx */
  get retryable(): boolean {
    return this.code === GRAPH_CODES.rate || this.code === GRAPH_CODES.pairRate || this.status >= 500;
  }
}
