import { Button, Icon, Menu, MenuItem, NonIdealState, Popover } from '@blueprintjs/core';
import { toastError, Spinner } from '@balcao/kit';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '../shared/SidePanel';
import type { Ticket } from '../types';
import { downloadExport } from './api';
import { iconOf, sentenceOf, whoOf } from './event-sentence';
import { useTicketEvents } from './useTicketEvents';
import './timeline.css';

interface TimelinePanelProps {
  ticket: Ticket;
  open: boolean;
  onClose: () => void;
}

/**
 * The ticket's history beside the conversation (where the contact drawer opens): every event with its icon,
 * sentence, who and when, newest last; new ones arrive by realtime (the conversation has joined the ticket's
 * room), and the ticket can be exported with them.
 */
export function TimelinePanel({ ticket, open, onClose }: TimelinePanelProps) {
  const { t, i18n } = useTranslation('tickets');
  const events = useTicketEvents(ticket.id, open);

  if (!open) return null;
  const when = (at: string) =>
    new Date(at).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const exportAs = (format: 'json' | 'txt') => void downloadExport(ticket.id, format).catch(toastError);

  return (
    <SidePanel
      title={t('timeline.title')}
      className="tk-tl"
      testId="timeline-panel"
      closeTestId="timeline-close"
      onClose={onClose}
      tools={
        <Popover
          placement="bottom-end"
          content={
            <Menu>
              <MenuItem icon="code" text={t('timeline.exportJson')} onClick={() => exportAs('json')} />
              <MenuItem
                icon="document"
                text={t('timeline.exportTxt')}
                onClick={() => exportAs('txt')}
                data-testid="timeline-export-txt"
              />
            </Menu>
          }
        >
          <Button
            variant="minimal"
            icon="download"
            text={t('timeline.export')}
            data-testid="timeline-export"
          />
        </Popover>
      }
    >
      {events === null && <Spinner size={24} />}
      {events?.length === 0 && <NonIdealState icon="history" description={t('timeline.empty')} />}
      {events && events.length > 0 && (
        <ol className="tk-tl-list">
          {events.map((e) => (
            <li key={e.id} className="tk-tl-item" data-testid="timeline-event" data-type={e.type}>
              <span className={`tk-tl-icon tk-tl-icon--${e.type}`}>
                <Icon icon={iconOf(e)} size={14} />
              </span>
              <span className="tk-tl-text">
                <span className="tk-tl-sentence">{sentenceOf(t, e)}</span>
                <span className="tk-tl-meta">
                  {whoOf(t, e)} · <time dateTime={e.createdAt}>{when(e.createdAt)}</time>
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </SidePanel>
  );
}
