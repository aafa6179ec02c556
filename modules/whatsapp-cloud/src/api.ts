import { api, fileBody, request } from '@balcao/kit';
import type { ConnectionWire } from '@balcao/core/contracts';
import type {
  HeaderFile,
  TemplateList,
  TemplateSend,
  TemplateWire,
  TicketWindow,
} from '@balcao/plugin-whatsapp-cloud/contracts';

export type { TemplateWire as Template, TicketWindow } from '@balcao/plugin-whatsapp-cloud/contracts';

/** a connection as GET /whatsapp lists it (core): the templates screen keeps the Cloud ones */
export type Connection = Pick<ConnectionWire, 'id' | 'name' | 'provider' | 'isDefault'>;

export const ticketWindow = (ticketId: number, signal?: AbortSignal) =>
  api.get<TicketWindow>(`/whatsapp-cloud/tickets/${ticketId}/window`, undefined, signal);
export const listTemplates = (connectionId: number, signal?: AbortSignal) =>
  api.get<TemplateList>(`/whatsapp-cloud/${connectionId}/templates`, undefined, signal);
/** the templates a message or a campaign may send: Meta has approved them */
export const listApproved = (connectionId: number, signal?: AbortSignal) =>
  listTemplates(connectionId, signal).then(({ templates }) =>
    templates.filter((tp) => tp.status === 'APPROVED'),
  );
export const syncTemplates = (connectionId: number) =>
  api.post<TemplateList>(`/whatsapp-cloud/${connectionId}/templates/sync`, {});
/** `key` is the dialog's: a retry or a double click of the same send is sent once */
export const sendTemplate = (ticketId: number, body: TemplateSend, key: string) =>
  request<unknown>('POST', `/whatsapp-cloud/tickets/${ticketId}/template`, {
    body,
    headers: { 'Idempotency-Key': key },
  });
export const listConnections = () => api.get<Connection[]>('/whatsapp');
/** stores a file for a template's media header; its `id` is sent as `header.mediaId` */
export const uploadHeaderFile = (kind: 'image' | 'video' | 'document', file: File) =>
  request<HeaderFile>('POST', '/whatsapp-cloud/header-files', {
    params: { type: kind },
    body: fileBody(file),
  });

/** a template's body with the variables typed so far in place; an empty one keeps its {{n}} */
export const fillBody = (body: string, variables: string[]) =>
  body.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => variables[Number(n) - 1] || whole);

/** a component's text by type (HEADER, FOOTER), '' when the template has none or it is not text */
export function componentText(template: TemplateWire, type: string): string {
  const found = template.components.find((c) => String(c.type).toUpperCase() === type);
  return typeof found?.text === 'string' ? found.text : '';
}

/** the labels of the template's buttons, shown under the preview */
export function buttonLabels(template: TemplateWire): string[] {
  const found = template.components.find((c) => String(c.type).toUpperCase() === 'BUTTONS');
  const buttons = Array.isArray(found?.buttons) ? (found.buttons as Array<Record<string, unknown>>) : [];
  return buttons.map((b) => (typeof b.text === 'string' ? b.text : '')).filter(Boolean);
}
