import { pagedRoute, fileBody, api } from '@balcao/kit';
import {
  defaultCampaignSettings,
  type CampaignInput,
  type CampaignReport,
  type CampaignSettings,
  type CampaignWire as Campaign,
} from '@balcao/plugin-campaigns/contracts';

export type {
  CampaignEvent,
  CampaignInput,
  CampaignReport,
  CampaignStatus,
  CampaignWire as Campaign,
  PauseReason,
} from '@balcao/plugin-campaigns/contracts';

export const MESSAGE_SLOTS = [1, 2, 3, 4, 5] as const;
export type Slot = (typeof MESSAGE_SLOTS)[number];

/** GET /campaigns: Whaticket's { records, count, hasMore } by name. */
export const fetchCampaignPage = pagedRoute<Campaign>('/campaigns', 'records');
export const findCampaign = (id: number) => api.get<Campaign>(`/campaigns/${id}`);
export const createCampaign = (data: CampaignInput) => api.post<Campaign>('/campaigns', data);
export const updateCampaign = (id: number, data: CampaignInput) =>
  api.put<Campaign>(`/campaigns/${id}`, data);
export const deleteCampaign = (id: number) => api.delete(`/campaigns/${id}`);
export const cancelCampaign = (id: number) => api.post(`/campaigns/${id}/cancel`);
export const restartCampaign = (id: number) => api.post(`/campaigns/${id}/restart`);
export const fetchReport = (id: number) => api.get<CampaignReport>(`/campaigns/${id}/report`);

export const uploadMedia = (id: number, file: File) =>
  api.post(`/campaigns/${id}/media-upload`, fileBody(file));
export const removeMedia = (id: number) => api.delete(`/campaigns/${id}/media-upload`);

/** The dialog's pickers: connections, contact lists, tags and file lists, each as { id, name }. */
export interface Option {
  id: number;
  name: string;
}
const none = () => [] as Option[];
export const listConnections = () => api.get<Option[]>('/whatsapp', { session: 0 }).catch(none);
export const listContactLists = () => api.get<Option[]>('/contact-lists/list').catch(none);
export const listTags = () => api.get<Option[]>('/tags/list').catch(none);
export const listFileLists = () =>
  api
    .get<{ files: Option[] }>('/files', { pageNumber: 1 })
    .then((r) => r.files)
    .catch(none);

/** Campaign settings (spec §2, §3 and Balcão's safe sending): key/value pairs with JSON values. */
export type { CampaignSettings, CampaignVariable as Variable } from '@balcao/plugin-campaigns/contracts';
export { defaultCampaignSettings as DEFAULT_SETTINGS } from '@balcao/plugin-campaigns/contracts';

/** GET /campaign-settings -> [{ key, value }] with JSON values, over the defaults. */
export async function fetchSettings(): Promise<CampaignSettings> {
  const rows = await api.get<Array<{ key: string; value: unknown }>>('/campaign-settings');
  const parsed = Object.fromEntries(
    rows.map(({ key, value }) => {
      if (typeof value !== 'string') return [key, value];
      try {
        return [key, JSON.parse(value)];
      } catch {
        return [key, value];
      }
    }),
  );
  return { ...defaultCampaignSettings, ...parsed } as CampaignSettings;
}
export const saveSettings = (settings: CampaignSettings) => api.post('/campaign-settings', { settings });
