/**
 * What the external messages API answers, typed once for the plugin and modules/messages-api (its test send).
 * Types only: the file imports nothing.
 */

/** POST /api/messages/send: Whaticket's answer plus the message ids (Balcão addition). */
export interface SendAnswer {
  mensagem: 'Mensagem enviada';
  /** the (first) message in Balcão (messages.id) */
  id: number;
  /** WhatsApp's id of the (first) message */
  messageId: string;
  /** the ticket it went in */
  ticketId: number;
  /** every message sent, one per file */
  messages: Array<{ id: number; messageId: string }>;
}
