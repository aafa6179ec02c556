/** What the whatsapp-cloud routes answer and accept, read by modules/whatsapp-cloud as types (docs/plugins.md). */

/** one message template of a Cloud connection, as last synced from Meta */
export interface TemplateWire {
  id: number;
  connectionId: number;
  name: string;
  language: string;
  /** APPROVED, PENDING, REJECTED...: only APPROVED ones can be sent */
  status: string;
  /** MARKETING, UTILITY, AUTHENTICATION */
  category: string;
  components: Array<Record<string, unknown>>;
  /** how many {{n}} the body takes */
  variables: number;
  /** the body's text, {{n}} where the variables go */
  body: string;
  /** a media header's kind: a send gives its file (`header`); null for none or a text one */
  header: 'image' | 'document' | 'video' | null;
  /** its buttons in order; a URL one whose link ends in {{1}} needs a value, a quick reply may get a payload */
  buttons: TemplateButtonWire[];
}

export interface TemplateButtonWire {
  /** its place among the template's buttons, 0 first */
  index: number;
  type: 'quick_reply' | 'url' | 'other';
  text: string;
  /** a URL button's link with {{1}} where the value goes */
  url?: string;
  /** a send must give it a value (a URL button with {{1}}) */
  needsValue: boolean;
}

export interface TemplateList {
  templates: TemplateWire[];
}

/**
 * GET /whatsapp-cloud/tickets/:ticketId/window: whether the ticket's customer may get free text now. A ticket on
 * another kind of connection answers `{ cloud: false }`.
 */
export type TicketWindow =
  | { cloud: false }
  | {
      cloud: true;
      connectionId: number;
      /** free text is taken (the customer wrote within 24 hours) */
      open: boolean;
      /** epoch ms of the customer's last message; null when they never wrote */
      lastInboundAt: number | null;
      /** epoch ms the window closes (closed) at; null when they never wrote */
      closesAt: number | null;
    };

/** POST /whatsapp-cloud/tickets/:ticketId/template */
export interface TemplateSend {
  templateId: number;
  /** {{1}}, {{2}}... of the body, in order */
  variables?: string[];
  /**
   * the media header's file, when the template has one: a public link, Meta's id of an uploaded file, or one of
   * the company's stored files (`mediaId`, e.g. a file list's option), which the server uploads to Meta itself
   */
  header?: {
    type: 'image' | 'document' | 'video';
    link?: string;
    id?: string;
    mediaId?: string;
    filename?: string;
  };
  /** the values of buttons: a quick reply's payload, a URL button's {{1}} */
  buttons?: Array<{ index: number; type: 'quick_reply' | 'url'; value: string }>;
}

/**
 * POST /whatsapp-cloud/header-files?type (201): a file for a template's media header, stored among the company's
 * files; a send names its id as `header.mediaId`.
 */
export interface HeaderFile {
  id: string;
  name: string;
  mimeType: string;
  size: number;
}
