import { api } from '@balcao/kit';

/** Spec §4 connection statuses. */
export type ConnectionStatus = 'qrcode' | 'PAIRING' | 'OPENING' | 'CONNECTED' | 'DISCONNECTED' | 'TIMEOUT';

export interface QueueRef {
  id: number;
  name: string;
  color: string;
}

export interface Connection {
  id: number;
  name: string;
  status: ConnectionStatus;
  qrcode: string | null;
  retries: number;
  /** why it stopped, when the user can act on it: 'passkey-required' (WhatsApp's passkey gate) */
  statusReason?: string | null;
  isDefault: boolean;
  updatedAt: string;
  greetingMessage: string | null;
  complationMessage: string | null;
  outOfHoursMessage: string | null;
  ratingMessage: string | null;
  /** a registered provider's kind: 'beta' (Baileys), 'sim' or a plugin's */
  provider: string;
  token: string;
  timeSendQueue: number;
  sendIdQueue: number | null;
  expiresInactiveMessage: string | null;
  expiresTicket: number;
  timeUseBotQueues: number;
  maxUseBotQueues: number;
  promptId: number | null;
  /** the tickets plugin's connection field: asked after a rate of 1 ('' for none) */
  ratingFollowUp?: string | null;
  queues: QueueRef[];
}

/** What the form sends: the editable fields plus the chosen queues (spec §7: without queues and session). */
export type ConnectionInput = Partial<
  Omit<Connection, 'id' | 'status' | 'qrcode' | 'retries' | 'statusReason' | 'updatedAt' | 'token' | 'queues'>
> & { name: string; queueIds?: number[] };

export interface SessionUpdate {
  id: number;
  status: ConnectionStatus;
  qrcode: string;
  retries: number;
  statusReason?: string | null;
  updatedAt: string;
}

export const listConnections = () => api.get<Connection[]>('/whatsapp?session=0');
export const createConnection = (data: ConnectionInput) => api.post<Connection>('/whatsapp', data);
export const updateConnection = (id: number, data: ConnectionInput) =>
  api.put<Connection>(`/whatsapp/${id}`, data);
export const deleteConnection = (id: number) => api.delete(`/whatsapp/${id}`);

/** try again */
export const startSession = (id: number) => api.post(`/whatsappsession/${id}`);
/** new QR */
export const renewQr = (id: number) => api.put(`/whatsappsession/${id}`);
export const disconnectSession = (id: number) => api.delete(`/whatsappsession/${id}`);

/** Queues and prompts come from plugins that may not be installed: an empty list then. */
export const listQueues = () => api.get<QueueRef[]>('/queue').catch(() => [] as QueueRef[]);
export const listPrompts = () =>
  api
    .get<{ prompts: Array<{ id: number; name: string }> }>('/prompt')
    .then((r) => r.prompts ?? [])
    .catch(() => [] as Array<{ id: number; name: string }>);

type Labels = Partial<Record<'pt' | 'en' | 'es', string>>;
/** A provider the server offers for connections, with what it costs and risks (GET /registries). */
export interface ProviderOption {
  kind: string;
  labels: Labels;
  traits: { cost: Labels; risk: Labels; groups: boolean; templates: boolean; window24h: boolean } | null;
}
/** A connection field a provider declared (a token, an id), shown only when that provider is chosen. */
export interface ProviderField {
  key: string;
  labels: Labels;
  provider: string | null;
  secret: boolean;
  /** help under the input; `{apiUrl}` and `{id}` are filled in by the dialog */
  hint: Labels | null;
}
interface Registries {
  channelProviders: ProviderOption[];
  connectionFields: ProviderField[];
}
let registries: Promise<Registries> | undefined;
const readRegistries = () => {
  registries ??= api.get<Registries>('/registries').catch((err: unknown) => {
    registries = undefined;
    throw err;
  });
  return registries;
};
export const listProviders = () => readRegistries().then((r) => r.channelProviders);
/** the fields of every provider (those of no provider are the dialog's own, like promptId) */
export const listProviderFields = () =>
  readRegistries().then((r) => (r.connectionFields ?? []).filter((f) => f.provider !== null));

/**
 * One contact WhatsApp refused with 463 (reach-out timelock) on a connection; `until` is the end WhatsApp stated
 * for the account's timelock (`untilSource: 'whatsapp'`) or the server's estimate ('estimate').
 */
export interface Timelock {
  contact: { id: number; name: string; number: string } | null;
  number: string;
  count: number;
  hitAt: string;
  until: string;
  untilSource: 'whatsapp' | 'estimate';
  active: boolean;
}
/** What WhatsApp itself last said of the connection's reach; each part null while it said nothing. */
export interface ReachLimits {
  timelock: {
    active: boolean;
    endsAt: string | null;
    enforcementType: string | null;
    reportedAt: string;
  } | null;
  quota: {
    used: number;
    total: number;
    cycleEndsAt: string | null;
    status: string | null;
    reportedAt: string;
  } | null;
}
/** Balcão extension (served by the contacts plugin): admins only. */
export const listTimelocks = (id: number) =>
  api.get<{ active: number; limits: ReachLimits; timelocks: Timelock[] }>(`/whatsapp/${id}/timelocks`);
