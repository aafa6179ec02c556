import type { AutomationEvent, CatalogWire, Labels } from './contracts.js';

/** the events a rule may start on, with their names per language (the editor's choice list) */
export const automationEvents: Array<{ event: AutomationEvent; labels: Labels }> = [
  {
    event: 'ticket.created',
    labels: { pt: 'Atendimento criado', en: 'Ticket created', es: 'Ticket creado' },
  },
  {
    event: 'message.received',
    labels: { pt: 'Mensagem recebida', en: 'Message received', es: 'Mensaje recibido' },
  },
  {
    event: 'ticket.updated',
    labels: {
      pt: 'Atendimento alterado (status, fila ou atendente)',
      en: 'Ticket updated (status, queue or attendant)',
      es: 'Ticket actualizado (estado, cola o agente)',
    },
  },
  { event: 'sla.breached', labels: { pt: 'SLA estourado', en: 'SLA breached', es: 'SLA incumplido' } },
  {
    event: 'ticket.idle',
    labels: {
      pt: 'Atendimento parado há N minutos',
      en: 'Ticket idle for N minutes',
      es: 'Ticket inactivo por N minutos',
    },
  },
];

export const eventNames = automationEvents.map((e) => e.event) as [AutomationEvent, ...AutomationEvent[]];

type ConditionSpec = CatalogWire['conditions'][number];

/** a contact's text: compared, or tested for being empty (a contact without an email) */
const contactOps = ['contains', 'equals', 'startsWith', 'isEmpty', 'isNotEmpty'];

/** the fields a condition may test, the comparisons each allows and what its value is */
export const conditionFields: ConditionSpec[] = [
  {
    field: 'queue',
    labels: { pt: 'Fila', en: 'Queue', es: 'Cola' },
    ops: ['is', 'isNot', 'isEmpty', 'isNotEmpty'],
    value: 'queue',
  },
  { field: 'tag', labels: { pt: 'Tag', en: 'Tag', es: 'Etiqueta' }, ops: ['has', 'hasNot'], value: 'tag' },
  {
    field: 'connection',
    labels: { pt: 'Conexão', en: 'Connection', es: 'Conexión' },
    ops: ['is', 'isNot'],
    value: 'connection',
  },
  {
    field: 'status',
    labels: { pt: 'Status', en: 'Status', es: 'Estado' },
    ops: ['is', 'isNot'],
    value: 'status',
  },
  {
    field: 'message.text',
    labels: { pt: 'Texto da mensagem', en: 'Message text', es: 'Texto del mensaje' },
    ops: ['contains', 'equals', 'startsWith'],
    value: 'text',
    events: ['message.received'],
  },
  {
    field: 'contact.name',
    labels: { pt: 'Nome do contato', en: 'Contact name', es: 'Nombre del contacto' },
    ops: contactOps,
    value: 'text',
  },
  {
    field: 'contact.number',
    labels: { pt: 'Número do contato', en: 'Contact number', es: 'Número del contacto' },
    ops: contactOps,
    value: 'text',
  },
  {
    field: 'contact.email',
    labels: { pt: 'E-mail do contato', en: 'Contact email', es: 'Correo del contacto' },
    ops: contactOps,
    value: 'text',
  },
  {
    field: 'contact.custom',
    labels: {
      pt: 'Campo personalizado do contato',
      en: 'Contact custom field',
      es: 'Campo personalizado del contacto',
    },
    ops: ['equals', 'contains', 'isEmpty', 'isNotEmpty'],
    value: 'text',
    keyed: true,
  },
  {
    field: 'businessHours',
    labels: {
      pt: 'Horário de atendimento',
      en: 'Business hours',
      es: 'Horario de atención',
    },
    ops: ['open', 'closed'],
    value: 'none',
  },
];

export const conditionSpec = (field: string) => conditionFields.find((c) => c.field === field);

/** the statuses a status condition names */
export const ticketStatuses = ['pending', 'open', 'closed'];
