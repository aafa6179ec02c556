import type { TicketExport } from './export-ticket.js';

const stamp = (d: Date) => new Date(d).toISOString().replace('T', ' ').slice(0, 19);

/** what an event says in one line of the text transcript (the panel localizes; a file stays plain) */
function eventLine(e: TicketExport['timeline'][number]): string {
  const who = e.userName ?? '-';
  const details = Object.entries({ ...e.data, ...e.names })
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ');
  return `[${stamp(e.createdAt)}] * ${e.type} (${who})${details ? ` ${details}` : ''}`;
}

/**
 * The export as plain text, UTC: the ticket's heading, then messages and timeline events merged in time order
 * (a reader sees "transferred" between the messages around it).
 */
export function transcript(x: TicketExport): string {
  const t = x.ticket as unknown as {
    id: number;
    status: string;
    contact?: { name?: string; number?: string };
  };
  const head = [
    `Ticket #${t.id} - ${t.contact?.name ?? ''} (${t.contact?.number ?? ''}) - ${t.status}`,
    `Exported ${stamp(x.exportedAt)} UTC`,
    '',
  ];
  const lines = [
    ...x.messages.map((m) => ({
      at: new Date(m.createdAt).getTime(),
      text: `[${stamp(m.createdAt)}] ${m.fromMe ? 'Atendente' : m.from}: ${
        m.isDeleted ? '(apagada)' : m.body || (m.mediaName ? `[${m.mediaName}]` : `[${m.mediaType ?? ''}]`)
      }`,
    })),
    ...x.timeline.map((e) => ({ at: new Date(e.createdAt).getTime(), text: eventLine(e) })),
  ].sort((a, b) => a.at - b.at);
  return [...head, ...lines.map((l) => l.text), ''].join('\n');
}
