/**
 * What a write route is about, read from its pattern alone, so a plugin installed later is logged without a
 * line here: the first path segment names the entity (the table below gives Whaticket's paths their plain
 * names), the method the verb, and a static segment after the id (`/campaigns/:id/cancel`) the action.
 */
const entityOfSegment: Record<string, string> = {
  tickets: 'ticket',
  users: 'user',
  settings: 'setting',
  whatsapp: 'connection',
  whatsappsession: 'connection-session',
  prompt: 'prompt',
  queueIntegration: 'integration',
  campaigns: 'campaign',
  'campaign-settings': 'campaign-settings',
  subscription: 'billing',
  invoices: 'invoice',
  companies: 'company',
  plans: 'plan',
  queue: 'queue',
  queues: 'queue',
  'queue-options': 'queue-option',
  contacts: 'contact',
  messages: 'message',
  schedules: 'schedule',
  quickMessages: 'quick-message',
  'quick-messages': 'quick-message',
};

const verbOfMethod: Record<string, string> = {
  POST: 'created',
  PUT: 'updated',
  PATCH: 'updated',
  DELETE: 'deleted',
};

const kebab = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^a-zA-Z0-9-]+/g, '-')
    .toLowerCase();

/** A segment with no table entry: its singular, kebab-cased (`contact-lists` -> `contact-list`). */
function entityOf(segment: string): string {
  return entityOfSegment[segment] ?? kebab(segment).replace(/ies$/, 'y').replace(/s$/, '');
}

export interface RouteAction {
  entityType: string;
  action: string;
  /** the route parameter naming the entity (`id`, `ticketId`, `key`), when it has one */
  idParam?: string;
}

/** routes whose verb the method does not say */
const overrides: Record<string, Omit<RouteAction, 'idParam'>> = {
  'POST /subscription': { entityType: 'billing', action: 'billing.charge-created' },
};

export function actionOfRoute(method: string, route: string): RouteAction {
  const known = overrides[`${method.toUpperCase()} ${route}`];
  if (known) return known;
  const segments = route.split('/').filter(Boolean);
  // the messages API's routes live under /api
  if (segments[0] === 'api' && segments.length > 1) segments.shift();
  const [first = 'request', ...rest] = segments;
  const entityType = entityOf(first);
  const params = rest.filter((s) => s.startsWith(':')).map((s) => s.slice(1));
  const extra = rest.filter((s) => !s.startsWith(':')).at(-1);
  const verb = verbOfMethod[method.toUpperCase()] ?? method.toLowerCase();
  const action = extra
    ? `${entityType}.${kebab(extra)}${method.toUpperCase() === 'DELETE' ? '-deleted' : ''}`
    : `${entityType}.${verb}`;
  return { entityType, action, ...(params[0] ? { idParam: params[0] } : {}) };
}
