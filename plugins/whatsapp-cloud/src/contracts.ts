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
}
