import { pagedRoute, fileBody, api } from '@balcao/kit';
import { defaultCampaignSettings, type CampaignSettings } from '@balcao/plugin-campaigns/contracts';

export type CampaignStatus = 'INATIVA' | 'PROGRAMADA' | 'EM_ANDAMENTO' | 'CANCELADA' | 'FINALIZADA';
export const MESSAGE_SLOTS = [1, 2, 3, 4, 5] as const;
export type Slot = (typeof MESSAGE_SLOTS)[number];

/** The Whaticket campaign (spec §3), as GET /campaigns and the realtime events carry it. */
export interface Campaign {
  id: number;
  name: string;
  status: CampaignStatus;
  confirmation: boolean;
  scheduledAt: string | null;
  completedAt: string | null;
  whatsappId: number | null;
  contactListId: number | null;
  tagListId: number | null;
  fileListId: number | null;
  mediaPath: string | null;
  mediaName: string | null;
  message1: string | null;
  message2: string | null;
  message3: string | null;
  message4: string | null;
  message5: string | null;
  confirmationMessage1: string | null;
  confirmationMessage2: string | null;
  confirmationMessage3: string | null;
  confirmationMessage4: string | null;
  confirmationMessage5: string | null;
  /** a network template sent instead of the messages (a Cloud API connection's; Balcão addition) */
  templateName?: string | null;
  templateLanguage?: string | null;
  /** what fills each {{n}} of the template: {nome}, {numero}, {email}, a setting's {key} or fixed text */
  templateVariables?: string[] | null;
  /** the template's media header file: a link or Meta's media id */
  templateHeader?: {
    type: 'image' | 'document' | 'video';
    link?: string;
    id?: string;
    filename?: string;
  } | null;
  /** the template's buttons' values by place: a quick reply's payload, a URL button's end of link */
  templateButtons?: Array<{ index: number; type: 'quick_reply' | 'url'; value: string }> | null;
  contactList?: { id: number; name: string } | null;
  whatsapp?: { id: number; name: string } | null;
}
export type CampaignInput = Partial<
  Omit<Campaign, 'id' | 'contactList' | 'whatsapp' | 'completedAt' | 'mediaPath' | 'mediaName'>
>;

export type PauseReason =
  'quiet-hours' | 'daily-cap' | 'warm-up' | 'rate-limit' | 'timelock' | 'new-chat-cap' | 'new-chat-quota';
/** GET /campaigns/:id/report (Balcão addition): counts instead of the 100k-row shipping download. */
export interface CampaignReport {
  campaign: Campaign;
  counts: {
    valid: number;
    delivered: number;
    confirmationRequested: number;
    confirmed: number;
    invalid: number;
    failed: number;
    pending: number;
  };
  pause: { reason: PauseReason; until: string | null } | null;
  safety: {
    dailyCap: number;
    sentToday: number;
    quietHours: { start: string; end: string };
    timeZone: string;
    warmupCap: number | null;
    /** the daily quota of sends to contacts the connection never talked to (0 = none) and today's count */
    newChatCap?: number;
    newChatsToday?: number;
    /** the new-chat quota WhatsApp stated for the connection's current cycle; null when it stated none */
    whatsappQuota?: {
      used: number;
      total: number;
      remaining: number;
      cycleEndsAt: string | null;
      status: string | null;
    } | null;
  };
}

export type CampaignEvent =
  { action: 'create' | 'update'; record: Campaign } | { action: 'delete'; id: number | string };

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
