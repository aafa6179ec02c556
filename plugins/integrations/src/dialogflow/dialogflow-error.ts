/**
 * Why talking to Dialogflow failed: `credentials` when the service-account JSON itself is unusable (not JSON, a
 * field missing, a key that does not import), `remote` when Google (or its token endpoint) answered with an error,
 * could not be reached or the egress guard refused it. The test-session route turns each into its own 400; a
 * `remote` message is for the log only (it carries the remote server's words).
 */
export class DialogflowError extends Error {
  constructor(
    public readonly kind: 'credentials' | 'remote',
    message: string,
  ) {
    super(message);
    this.name = 'DialogflowError';
  }
}
