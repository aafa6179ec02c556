/**
 * What the billing routes answer and accept, typed once for the plugin and modules/billing. Dates are ISO
 * strings, as the JSON carries them. Types only: the file imports nothing.
 */

export type InvoiceStatus = 'open' | 'paid';

/**
 * An invoice as GET /invoices/all (a plain array, 20 a page) and GET /invoices/:id answer it (spec §3 Invoice:
 * id, detail, value, dueDate, status), plus when it was paid.
 */
export interface InvoiceWire {
  id: number;
  companyId: number;
  detail: string;
  value: number;
  dueDate: string;
  status: InvoiceStatus;
  paidAt: string | null;
  createdAt?: string;
  updatedAt?: string;
}

/**
 * POST /subscription as Whaticket's checkout sends it. Only invoiceId decides anything (and the name fields
 * name the payer): the plan, price, users and connections it echoes and the card fields are ignored.
 */
export interface CheckoutInput {
  firstName: string;
  lastName: string;
  address2: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  useAddressForPaymentDetails: boolean;
  nameOnCard: string;
  cardNumber: string;
  cvv: string;
  plan: string;
  price: number;
  users: number;
  connections: number;
  invoiceId: number;
}

/** The Pix charge POST /subscription answers: Whaticket's shape (Gerencianet's, `qrcode.qrcode`, `valor.original`). */
export interface PixChargeWire {
  txid: string;
  status: string;
  calendario: {
    criacao: string;
    /** seconds the charge stays payable */
    expiracao: number;
  };
  /** the invoice's amount in BRL, two decimals */
  valor: { original: string };
  solicitacaoPagador: string;
  /** the Pix "copia e cola" payload, also what the QR code encodes */
  qrcode: { qrcode: string };
  invoiceId: number;
  gateway: 'sandbox' | 'asaas';
}
