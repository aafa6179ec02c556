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
 * serve tickets, contacts and messages answer with, by the HTTP status each answers with. Spelling is the wire
 * contract: never rename one.
 */
const meaningsByStatus = {
  400: {
    ERR_VALIDATION: 'A body or query field is invalid; `fields` names each one',
    ERR_INVALID_BODY: 'The body is not valid JSON, or its encoding does not match',
    ERR_BAD_REQUEST:
      'The request was refused before it reached a route (also a request Node cannot parse: 400, 408 or 431)',
    ERR_PAYLOAD_TOO_LARGE: 'The body is over the size limit',
    ERR_INVALID_CURRENT_PASSWORD: 'Changing your password: the current one is wrong',
    ERR_MEDIA_TYPE: 'The file has no valid MIME type',
    ERR_FILE_UNREADABLE: 'The file is not a spreadsheet or CSV of a kind this route takes, or it is damaged',
    ERR_EGRESS_URL_REFUSED:
      'A URL the server would call for you is not allowed: https only, no loopback, private, link-local or metadata address unless the operator lists it (EGRESS_ALLOW); `fields` names it',
    ERR_INVALID_JOB_ID: 'Not a job id',
    ERR_NO_OTHER_WHATSAPP: 'At least one default connection is needed: make another one default first',
    ERR_WAPP_GREETING_REQUIRED: 'A connection with more than one queue needs a greeting',
    ERR_WAPP_NOT_INITIALIZED: "The connection's session is not open",
    ERR_WAPP_CHECK_CONTACT: 'WhatsApp could not check the number',
    ERR_WAPP_INVALID_CONTACT: 'Not a valid WhatsApp number',
    ERR_TEMPLATES_NOT_SUPPORTED:
      "The connection's provider has no message templates (only the WhatsApp Cloud API has them)",
    ERR_WAPP_DOWNLOAD_MEDIA: "The message's media could not be downloaded",
    ERR_SENDING_WAPP_MSG: 'WhatsApp did not take the message',
    ERR_WAPP_TIMELOCK:
      'WhatsApp refused the send with 463 (reach-out timelock): new contacts are blocked for a while',
    ERR_DELETE_WAPP_MSG: 'WhatsApp did not delete the message',
    ERR_FETCH_WAPP_MSG: 'The message could not be fetched (maybe too old)',
    ERR_CREATING_TICKET: 'The ticket could not be created',
    ERR_CREATING_MESSAGE: 'The message could not be created',
    ERR_SIM_INVALID: 'Simulator: the request is invalid; `issues` says why',
  },
  401: {
    ERR_SESSION_EXPIRED:
      'No session (401: the client clears it); a bad or expired access token answers 403 (refresh once)',
    ERR_INVALID_CREDENTIALS: 'Wrong e-mail or password',
    ERR_INVALID_TOKEN: "Not a connection's messages-API token",
    ERR_METRICS_TOKEN: 'GET /metrics without the METRICS_TOKEN bearer token',
    ERR_COMPANY_INACTIVE: 'The company is suspended',
  },
  402: {
    ERR_SUBSCRIPTION_OVERDUE: 'The company is past its due date and grace days; only billing screens answer',
  },
  403: {
    ERR_NO_PERMISSION: 'Your profile or plan does not allow this',
    ERR_USER_CREATION_DISABLED: 'Public signup is turned off',
    ERR_PLAN_USER_LIMIT: "The plan's user limit is reached",
    ERR_PLAN_CONNECTION_LIMIT: "The plan's connection limit is reached",
    ERR_PLAN_QUEUE_LIMIT: "The plan's queue limit is reached",
    ERR_TENANT_MISMATCH: "A plugin wrote a row naming another company than its scope's",
    ERR_MEDIA_LINK_INVALID: 'The media link was altered or names another company',
    ERR_MEDIA_LINK_EXPIRED: 'The media link has expired; ask for a new one',
  },
  404: {
    ERR_NOT_FOUND: 'No such route, or an id that is not a positive integer',
    ERR_NO_COMPANY_FOUND: 'No company with this id that you may see',
    ERR_NO_PLAN_FOUND: 'No plan with this id (or not offered at signup)',
    ERR_NO_USER_FOUND: 'No user with this id in your company',
    ERR_NO_QUEUE_FOUND: 'A queue id is not one of your company',
    ERR_INBOX_EVENT_NOT_FOUND: 'No failed inbox event with this id in your company',
    ERR_MEDIA_NOT_FOUND: 'No file with this id in your company',
    ERR_NO_SETTING_FOUND: 'No setting with this key',
    ERR_NO_JOB_FOUND: 'No job with this id',
    ERR_NO_WAPP_FOUND: 'No connection with this id in your company',
    ERR_NO_DEF_WAPP_FOUND: 'Your company has no default connection',
    ERR_NO_TICKET_FOUND: 'No ticket with this id in your company',
    ERR_NO_CONTACT_FOUND: 'No contact with this id in your company',
  },
  405: {
    ERR_METHOD_NOT_ALLOWED: 'The path exists but takes other methods; `Allow` lists them',
  },
  409: {
    ERR_COMPANY_NAME_ALREADY_EXISTS: 'Another company has this name',
    ERR_EMAIL_ALREADY_EXISTS: 'Another user has this e-mail',
    ERR_PLAN_NAME_ALREADY_EXISTS: 'Another plan has this name',
    ERR_PLAN_IN_USE: 'A company is on this plan',
    ERR_JOB_RUNNING: 'The job is running now',
    ERR_OTHER_OPEN_TICKET: 'The contact already has an open ticket',
    ERR_DUPLICATED_CONTACT: 'A contact has this number',
    ERR_QUEUE_COLOR_ALREADY_EXISTS: 'Another queue has this color',
    ERR_SIM: 'Simulator: the action failed; `message` says why',
  },
  413: {
    ERR_MEDIA_TOO_LARGE:
      "A file is over the route's size limit (at most MEDIA_MAX_BYTES); `maxBytes` gives it",
    ERR_FILE_UNPACKED_TOO_LARGE: 'The spreadsheet inflates past its cap in bytes (a zip bomb)',
  },
  415: {
    ERR_UNSUPPORTED_MEDIA_TYPE: 'The body is not JSON',
  },
  // untrusted files (spreadsheets, CSV) read in the parse workers: `max` is the cap, `rowsSeen` the rows read
  422: {
    ERR_FILE_TOO_MANY_ROWS: 'The file has more rows than the route takes',
    ERR_FILE_TOO_MANY_COLUMNS: 'A cell lies past the last column the route reads',
    ERR_FILE_CELL_TOO_LONG: 'A cell holds more characters than allowed',
    ERR_FILE_LINE_TOO_LONG: 'A line of the CSV is longer than allowed (bytes)',
    ERR_FILE_PARSE_TIMEOUT: 'Reading the file took longer than allowed (ms)',
    ERR_FILE_PARSE_MEMORY: 'Reading the file needed more memory than its worker has (`max` in MB)',
  },
  429: {
    ERR_TOO_MANY_REQUESTS: 'Over the rate limit; `retryAfter` gives the seconds to wait',
    ERR_TOO_MANY_LOGIN_ATTEMPTS: 'Too many logins; `retryAfter` gives the seconds to wait',
  },
  500: {
    ERR_INTERNAL: 'A server fault; it is logged, the answer carries no detail',
  },
  501: {
    ERR_NOT_IMPLEMENTED: 'A method no route of the API takes (TRACE, PROPFIND, ...)',
  },
} as const satisfies Record<number, Record<`ERR_${string}`, string>>;

type KernelCode = {
  [S in keyof typeof meaningsByStatus]: keyof (typeof meaningsByStatus)[S];
}[keyof typeof meaningsByStatus];

/** spec §8's codes: Whaticket's client translates each into a toast */
const whaticketCodes: ReadonlySet<KernelCode> = new Set<KernelCode>([
  'ERR_SESSION_EXPIRED',
  'ERR_INVALID_CREDENTIALS',
  'ERR_NO_PERMISSION',
  'ERR_USER_CREATION_DISABLED',
  'ERR_NO_USER_FOUND',
  'ERR_NO_SETTING_FOUND',
  'ERR_NO_WAPP_FOUND',
  'ERR_NO_DEF_WAPP_FOUND',
  'ERR_NO_OTHER_WHATSAPP',
  'ERR_WAPP_GREETING_REQUIRED',
  'ERR_WAPP_NOT_INITIALIZED',
  'ERR_WAPP_CHECK_CONTACT',
  'ERR_WAPP_INVALID_CONTACT',
  'ERR_WAPP_DOWNLOAD_MEDIA',
  'ERR_SENDING_WAPP_MSG',
  'ERR_DELETE_WAPP_MSG',
  'ERR_FETCH_WAPP_MSG',
  'ERR_NO_TICKET_FOUND',
  'ERR_NO_CONTACT_FOUND',
  'ERR_OTHER_OPEN_TICKET',
  'ERR_DUPLICATED_CONTACT',
  'ERR_CREATING_TICKET',
  'ERR_CREATING_MESSAGE',
  'ERR_QUEUE_COLOR_ALREADY_EXISTS',
]);

/** the catalogue entry of each code, `whaticket: true` on spec §8's */
export const kernelErrors = Object.fromEntries(
  Object.entries(meaningsByStatus).flatMap(([status, meanings]) =>
    Object.entries(meanings).map(([code, meaning]) => {
      const info: ErrorInfo = { status: Number(status), meaning };
      return [code, whaticketCodes.has(code as KernelCode) ? { ...info, whaticket: true } : info];
    }),
  ),
) as Record<KernelCode, ErrorInfo>;

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
