import type { ConditionWire } from '../contracts.js';
import type { AutomationDeps } from './automation-deps.js';
import type { AutomationFact } from './automation-fact.js';

/** what the conditions read of a ticket, loaded once per fact and only when a rule asks */
export interface FactContext {
  ticket: { queueId: number | null; whatsappId: number | null; status: string; contactId: number };
  contact: { name: string; number: string };
  tagIds: number[];
  /** the contact's email and custom fields, read from the contacts plugin on a rule's first ask */
  details: () => Promise<ContactDetails>;
}

export interface ContactDetails {
  email: string;
  /** custom field name -> value (the contact's extraInfo) */
  custom: Array<{ name: string; value: string }>;
}

/**
 * The ticket as the tickets plugin serves it (its contact, and its tags from the tags plugin's enricher), in the
 * fact's company; undefined when the ticket is gone.
 */
export async function loadContext(
  deps: AutomationDeps,
  fact: AutomationFact,
): Promise<FactContext | undefined> {
  if (!(await deps.tickets.peek(fact.companyId, fact.ticketId))) return undefined;
  const ticket = await deps.tickets.load(fact.companyId, fact.ticketId);
  const id = (v: unknown) => (v == null ? null : Number(v));
  const tags = (ticket as { tags?: Array<{ id: number }> }).tags ?? [];
  const contactId = Number(ticket.contactId);
  let details: Promise<ContactDetails> | undefined;
  return {
    ticket: {
      queueId: id(ticket.queueId),
      whatsappId: id(ticket.whatsappId),
      status: String(ticket.status),
      contactId: Number(ticket.contactId),
    },
    contact: { name: String(ticket.contact?.name ?? ''), number: String(ticket.contact?.number ?? '') },
    tagIds: tags.map((t) => Number(t.id)),
    details: () => (details ??= contactDetails(deps, fact.companyId, contactId)),
  };
}

/** through the contacts plugin's service (its tables are its own); a contact deleted since reads as empty */
async function contactDetails(
  deps: AutomationDeps,
  companyId: number,
  contactId: number,
): Promise<ContactDetails> {
  try {
    const contact = await deps.contacts.find(companyId, contactId);
    const extra = (contact as { extraInfo?: Array<{ name: string; value: string }> }).extraInfo ?? [];
    return {
      email: String(contact.email ?? ''),
      custom: extra.map((e) => ({ name: String(e.name), value: String(e.value ?? '') })),
    };
  } catch {
    return { email: '', custom: [] };
  }
}

/** lower case, no accents, single spaces: "Cancelar" matches "cancelár " as a person means it */
const plain = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

function compareText(op: string, actual: string | undefined, expected: unknown): boolean {
  const a = plain(actual ?? '');
  if (op === 'isEmpty') return !a;
  if (op === 'isNotEmpty') return Boolean(a);
  const e = plain(String(expected ?? ''));
  if (op === 'equals') return a === e;
  if (op === 'startsWith') return a.startsWith(e);
  return a.includes(e);
}

function compareId(op: string, actual: number | null, expected: unknown): boolean {
  if (op === 'isEmpty') return actual == null;
  if (op === 'isNotEmpty') return actual != null;
  const same = actual != null && actual === Number(expected);
  return op === 'is' ? same : !same;
}

/**
 * Every condition holds (an empty list always does). Business hours are the ticket's queue's when it has one,
 * the company's otherwise (plugins/queues `isOpen`; no hours set means open). A message's text is there only for
 * message.received; a rule saved otherwise is refused on save.
 */
export async function conditionsHold(
  deps: AutomationDeps,
  fact: AutomationFact,
  conditions: ConditionWire[],
  context: () => Promise<FactContext | undefined>,
): Promise<boolean> {
  for (const c of conditions) {
    const ctx = await context();
    if (!ctx) return false;
    if (!(await holds(deps, fact, c, ctx))) return false;
  }
  return true;
}

async function holds(deps: AutomationDeps, fact: AutomationFact, c: ConditionWire, ctx: FactContext) {
  switch (c.field) {
    case 'queue':
      return compareId(c.op, ctx.ticket.queueId, c.value);
    case 'connection':
      return compareId(c.op, ctx.ticket.whatsappId, c.value);
    case 'tag': {
      const has = ctx.tagIds.includes(Number(c.value));
      return c.op === 'has' ? has : !has;
    }
    case 'status':
      return c.op === 'is' ? ctx.ticket.status === c.value : ctx.ticket.status !== c.value;
    case 'message.text':
      return fact.text !== undefined && compareText(c.op, fact.text, c.value);
    case 'contact.name':
      return compareText(c.op, ctx.contact.name, c.value);
    case 'contact.number':
      return compareText(c.op, ctx.contact.number, c.value);
    case 'contact.email':
      return compareText(c.op, (await ctx.details()).email, c.value);
    case 'contact.custom': {
      // the custom field named as a person would type it; a contact without the field has it empty
      const field = (await ctx.details()).custom.find((f) => plain(f.name) === plain(c.key ?? ''));
      return compareText(c.op, field?.value, c.value);
    }
    case 'businessHours': {
      const where = ctx.ticket.queueId != null ? { queueId: ctx.ticket.queueId } : {};
      const open = await deps.queues.isOpen(fact.companyId, where, deps.now());
      return c.op === 'open' ? open : !open;
    }
    default:
      return false;
  }
}
