/** What a client author reads about one error code. */
export interface ErrorInfo {
  /** the HTTP status it answers with; `meaning` names another one where a second applies */
  status: number;
  /** a short English meaning */
  meaning: string;
  /** one of spec §8's codes: Whaticket's client translates it into a toast */
  whaticket?: boolean;
}

/**
 * Every code the kernel answers with, and the spec §8 codes Whaticket's client knows, which the plugins that
 * serve tickets, contacts and messages answer with. Spelling is the wire contract: never rename one.
 */
export const kernelErrors = {
  // the request itself
  ERR_VALIDATION: { status: 400, meaning: 'A body or query field is invalid; `fields` names each one' },
  ERR_INVALID_BODY: { status: 400, meaning: 'The body is not valid JSON, or its encoding does not match' },
  ERR_BAD_REQUEST: {
    status: 400,
    meaning:
      'The request was refused before it reached a route (also a request Node cannot parse: 400, 408 or 431)',
  },
  ERR_PAYLOAD_TOO_LARGE: { status: 400, meaning: 'The body is over the size limit' },
  ERR_UNSUPPORTED_MEDIA_TYPE: { status: 415, meaning: 'The body is not JSON' },
  ERR_NOT_FOUND: { status: 404, meaning: 'No such route, or an id that is not a positive integer' },
  ERR_METHOD_NOT_ALLOWED: {
    status: 405,
    meaning: 'The path exists but takes other methods; `Allow` lists them',
  },
  ERR_NOT_IMPLEMENTED: { status: 501, meaning: 'A method no route of the API takes (TRACE, PROPFIND, ...)' },
  ERR_INTERNAL: { status: 500, meaning: 'A server fault; it is logged, the answer carries no detail' },
  // session, standing and permission
  ERR_SESSION_EXPIRED: {
    status: 401,
    meaning:
      'No session (401: the client clears it); a bad or expired access token answers 403 (refresh once)',
    whaticket: true,
  },
  ERR_INVALID_CREDENTIALS: { status: 401, meaning: 'Wrong e-mail or password', whaticket: true },
  ERR_INVALID_TOKEN: { status: 401, meaning: "Not a connection's messages-API token" },
  ERR_METRICS_TOKEN: { status: 401, meaning: 'GET /metrics without the METRICS_TOKEN bearer token' },
  ERR_INVALID_CURRENT_PASSWORD: { status: 400, meaning: 'Changing your password: the current one is wrong' },
  ERR_COMPANY_INACTIVE: { status: 401, meaning: 'The company is suspended' },
  ERR_SUBSCRIPTION_OVERDUE: {
    status: 402,
    meaning: 'The company is past its due date and grace days; only billing screens answer',
  },
  ERR_NO_PERMISSION: { status: 403, meaning: 'Your profile or plan does not allow this', whaticket: true },
  ERR_USER_CREATION_DISABLED: { status: 403, meaning: 'Public signup is turned off', whaticket: true },
  ERR_TOO_MANY_REQUESTS: {
    status: 429,
    meaning: 'Over the rate limit; `retryAfter` gives the seconds to wait',
  },
  ERR_TOO_MANY_LOGIN_ATTEMPTS: {
    status: 429,
    meaning: 'Too many logins; `retryAfter` gives the seconds to wait',
  },
  // companies, plans, users, settings
  ERR_NO_COMPANY_FOUND: { status: 404, meaning: 'No company with this id that you may see' },
  ERR_COMPANY_NAME_ALREADY_EXISTS: { status: 409, meaning: 'Another company has this name' },
  ERR_EMAIL_ALREADY_EXISTS: { status: 409, meaning: 'Another user has this e-mail' },
  ERR_NO_PLAN_FOUND: { status: 404, meaning: 'No plan with this id (or not offered at signup)' },
  ERR_PLAN_NAME_ALREADY_EXISTS: { status: 409, meaning: 'Another plan has this name' },
  ERR_PLAN_IN_USE: { status: 409, meaning: 'A company is on this plan' },
  ERR_PLAN_USER_LIMIT: { status: 403, meaning: "The plan's user limit is reached" },
  ERR_PLAN_CONNECTION_LIMIT: { status: 403, meaning: "The plan's connection limit is reached" },
  ERR_NO_USER_FOUND: { status: 404, meaning: 'No user with this id in your company', whaticket: true },
  ERR_NO_QUEUE_FOUND: { status: 404, meaning: 'A queue id is not one of your company' },
  ERR_PLAN_QUEUE_LIMIT: { status: 403, meaning: "The plan's queue limit is reached" },
  ERR_TENANT_MISMATCH: {
    status: 403,
    meaning: "A plugin wrote a row naming another company than its scope's",
  },
  ERR_INBOX_EVENT_NOT_FOUND: { status: 404, meaning: 'No failed inbox event with this id in your company' },
  ERR_MEDIA_NOT_FOUND: { status: 404, meaning: 'No file with this id in your company' },
  ERR_MEDIA_LINK_INVALID: { status: 403, meaning: 'The media link was altered or names another company' },
  ERR_MEDIA_LINK_EXPIRED: { status: 403, meaning: 'The media link has expired; ask for a new one' },
  ERR_MEDIA_TYPE: { status: 400, meaning: 'The file has no valid MIME type' },
  ERR_MEDIA_TOO_LARGE: {
    status: 413,
    meaning: "A file is over the route's size limit (at most MEDIA_MAX_BYTES); `maxBytes` gives it",
  },
  // untrusted files (spreadsheets, CSV) read in the parse workers: `max` is the cap, `rowsSeen` the rows read
  ERR_FILE_UNREADABLE: {
    status: 400,
    meaning: 'The file is not a spreadsheet or CSV of a kind this route takes, or it is damaged',
  },
  ERR_FILE_UNPACKED_TOO_LARGE: {
    status: 413,
    meaning: 'The spreadsheet inflates past its cap in bytes (a zip bomb)',
  },
  ERR_FILE_TOO_MANY_ROWS: { status: 422, meaning: 'The file has more rows than the route takes' },
  ERR_FILE_TOO_MANY_COLUMNS: { status: 422, meaning: 'A cell lies past the last column the route reads' },
  ERR_FILE_CELL_TOO_LONG: { status: 422, meaning: 'A cell holds more characters than allowed' },
  ERR_FILE_LINE_TOO_LONG: { status: 422, meaning: 'A line of the CSV is longer than allowed (bytes)' },
  ERR_FILE_PARSE_TIMEOUT: { status: 422, meaning: 'Reading the file took longer than allowed (ms)' },
  ERR_FILE_PARSE_MEMORY: {
    status: 422,
    meaning: 'Reading the file needed more memory than its worker has (`max` in MB)',
  },
  ERR_EGRESS_URL_REFUSED: {
    status: 400,
    meaning:
      'A URL the server would call for you is not allowed: https only, no loopback, private, link-local or metadata address unless the operator lists it (EGRESS_ALLOW); `fields` names it',
  },
  ERR_NO_SETTING_FOUND: { status: 404, meaning: 'No setting with this key', whaticket: true },
  // jobs
  ERR_INVALID_JOB_ID: { status: 400, meaning: 'Not a job id' },
  ERR_NO_JOB_FOUND: { status: 404, meaning: 'No job with this id' },
  ERR_JOB_RUNNING: { status: 409, meaning: 'The job is running now' },
  // connections and WhatsApp
  ERR_NO_WAPP_FOUND: { status: 404, meaning: 'No connection with this id in your company', whaticket: true },
  ERR_NO_DEF_WAPP_FOUND: { status: 404, meaning: 'Your company has no default connection', whaticket: true },
  ERR_NO_OTHER_WHATSAPP: {
    status: 400,
    meaning: 'At least one default connection is needed: make another one default first',
    whaticket: true,
  },
  ERR_WAPP_GREETING_REQUIRED: {
    status: 400,
    meaning: 'A connection with more than one queue needs a greeting',
    whaticket: true,
  },
  ERR_WAPP_NOT_INITIALIZED: { status: 400, meaning: "The connection's session is not open", whaticket: true },
  ERR_WAPP_CHECK_CONTACT: { status: 400, meaning: 'WhatsApp could not check the number', whaticket: true },
  ERR_WAPP_INVALID_CONTACT: { status: 400, meaning: 'Not a valid WhatsApp number', whaticket: true },
  ERR_TEMPLATES_NOT_SUPPORTED: {
    status: 400,
    meaning: "The connection's provider has no message templates (only the WhatsApp Cloud API has them)",
  },
  ERR_WAPP_DOWNLOAD_MEDIA: {
    status: 400,
    meaning: "The message's media could not be downloaded",
    whaticket: true,
  },
  ERR_SENDING_WAPP_MSG: { status: 400, meaning: 'WhatsApp did not take the message', whaticket: true },
  ERR_WAPP_TIMELOCK: {
    status: 400,
    meaning: 'WhatsApp refused the send with 463 (reach-out timelock): new contacts are blocked for a while',
  },
  ERR_DELETE_WAPP_MSG: { status: 400, meaning: 'WhatsApp did not delete the message', whaticket: true },
  ERR_FETCH_WAPP_MSG: {
    status: 400,
    meaning: 'The message could not be fetched (maybe too old)',
    whaticket: true,
  },
  // tickets, contacts, messages, queues (their plugins answer these)
  ERR_NO_TICKET_FOUND: { status: 404, meaning: 'No ticket with this id in your company', whaticket: true },
  ERR_NO_CONTACT_FOUND: { status: 404, meaning: 'No contact with this id in your company', whaticket: true },
  ERR_OTHER_OPEN_TICKET: {
    status: 409,
    meaning: 'The contact already has an open ticket',
    whaticket: true,
  },
  ERR_DUPLICATED_CONTACT: { status: 409, meaning: 'A contact has this number', whaticket: true },
  ERR_CREATING_TICKET: { status: 400, meaning: 'The ticket could not be created', whaticket: true },
  ERR_CREATING_MESSAGE: { status: 400, meaning: 'The message could not be created', whaticket: true },
  ERR_QUEUE_COLOR_ALREADY_EXISTS: { status: 409, meaning: 'Another queue has this color', whaticket: true },
  // the WhatsApp simulator's control API (never in production)
  ERR_SIM_INVALID: { status: 400, meaning: 'Simulator: the request is invalid; `issues` says why' },
  ERR_SIM: { status: 409, meaning: 'Simulator: the action failed; `message` says why' },
} as const satisfies Record<`ERR_${string}`, ErrorInfo>;

/**
 * The codes an AppError may carry: `new AppError("ERR_TYPO")` does not compile. A plugin adds its own with
 * `defineErrors` (error-registry.ts) and declaration merging, e.g. in its src/errors.ts:
 *
 *     export const helpErrors = defineErrors({ ERR_NO_HELP_FOUND: { status: 404, meaning: 'No such help' } });
 *     declare module '@balcao/core' {
 *       interface ErrorCatalogue extends CodesOf<typeof helpErrors> {}
 *     }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface, so that plugins can merge
export interface ErrorCatalogue extends CodesOf<typeof kernelErrors> {}

/** The entries of an error list as catalogue members. */
export type CodesOf<T extends Record<string, ErrorInfo>> = Record<keyof T, ErrorInfo>;

export type ErrorCode = keyof ErrorCatalogue & string;
