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
  CampaignSettings,
  CampaignStatus,
  CampaignWire as Campaign,
} from '@balcao/plugin-campaigns/contracts';
export { defaultCampaignSettings as DEFAULT_SETTINGS } from '@balcao/plugin-campaigns/contracts';

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
export type Option = { id: number; name: string };
const none = () => [] as Option[];
export const listConnections = () => api.get<Option[]>('/whatsapp', { session: 0 }).catch(none);
export const listContactLists = () => api.get<Option[]>('/contact-lists/list').catch(none);
export const listTags = () => api.get<Option[]>('/tags/list').catch(none);
export const listFileLists = () =>
  api
    .get<{ files: Option[] }>('/files', { pageNumber: 1 })
    .then((r) => r.files)
    .catch(none);

/** A setting's JSON value; one that does not parse stays as it is. */
function parsed(value: unknown): unknown {
  try {
    return typeof value === 'string' ? JSON.parse(value) : value;
  } catch {
    return value;
  }
}
/** Campaign settings (spec §2, §3 and Balcão's safe sending): GET /campaign-settings -> [{ key, value }], over
 * the defaults. */
export const fetchSettings = () =>
  api.get<Array<{ key: string; value: unknown }>>('/campaign-settings').then((rows): CampaignSettings => ({
    ...defaultCampaignSettings,
    ...Object.fromEntries(rows.map(({ key, value }) => [key, parsed(value)])),
  }));
export const saveSettings = (settings: CampaignSettings) => api.post('/campaign-settings', { settings });
