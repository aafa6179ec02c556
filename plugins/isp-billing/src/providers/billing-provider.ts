import type { TaxDocument } from '../document.js';

/** A customer as a billing system knows them; `id` is whatever the system's next call needs. */
export interface BillingCustomer {
  id: string;
  name: string;
}

/** One open boleto. */
export interface OpenInvoice {
  /** YYYY-MM-DD */
  dueDate: string;
  /** in reais */
  amount: number;
  /** the boleto's digitable line (or barcode when the system has no line) */
  digitableLine: string;
  /** Pix copy-and-paste code, when the system issues one */
  pixCode?: string;
  /** a link to the boleto's PDF or payment page, when the system gives one */
  pdfUrl?: string;
}

/** What every billing system (IXC, MK-Auth, Asaas) answers, one adapter each. */
export interface BillingProvider {
  /** shown in logs */
  name: 'ixc' | 'mk-auth' | 'asaas';
  findCustomer(document: TaxDocument): Promise<BillingCustomer | undefined>;
  /** the customer's open (pending or overdue) boletos, oldest due date first */
  openInvoices(customer: BillingCustomer): Promise<OpenInvoice[]>;
}

/** The system did not answer, or answered something we cannot read: the contact gets an apology, we a log. */
export class ProviderUnavailable extends Error {
  /** the HTTP status when the system answered one */
  readonly status: number | undefined;
  constructor(
    readonly provider: BillingProvider['name'],
    message: string,
    options?: { cause?: unknown; status?: number },
  ) {
    super(`${provider}: ${message}`, options);
    this.status = options?.status;
    this.name = 'ProviderUnavailable';
  }
}
