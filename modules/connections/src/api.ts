import { api } from '@balcao/kit';
import type {
  ChannelProviderWire,
  ConnectionInput,
  ConnectionWire,
  Labels,
  QueueRef,
  RegistriesWire,
} from '@balcao/core/contracts';
import type { TimelockList } from '@balcao/plugin-contacts/contracts';

export type {
  ConnectionFieldWire as ProviderField,
  ConnectionInput,
  ConnectionStatus,
  ConnectionWire as Connection,
  QueueRef,
  SessionUpdate,
} from '@balcao/core/contracts';

export const listConnections = () => api.get<ConnectionWire[]>('/whatsapp?session=0');
export const createConnection = (data: ConnectionInput) => api.post<ConnectionWire>('/whatsapp', data);
export const updateConnection = (id: number, data: ConnectionInput) =>
  api.put<ConnectionWire>(`/whatsapp/${id}`, data);
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

/** A provider GET /registries offers; the picker's own fallback, until it answers, is labelled in one language. */
export type ProviderOption = Omit<ChannelProviderWire, 'labels'> & { labels: Partial<Labels> };
type Registries = Pick<RegistriesWire, 'channelProviders' | 'connectionFields'>;
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

/** GET /whatsapp/:id/timelocks: its 463s and what WhatsApp said of the connection's reach */
export type { ReachLimitsWire as ReachLimits } from '@balcao/plugin-contacts/contracts';
/** Balcão extension (served by the contacts plugin): admins only. */
export const listTimelocks = (id: number) => api.get<TimelockList>(`/whatsapp/${id}/timelocks`);
