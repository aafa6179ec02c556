import { useEffect, useState } from 'react';
import { Button, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@balcao/kit';
import { ticketWindow, type TicketWindow } from '../api';
import { TemplatePicker } from './TemplatePicker';

interface ComposerTemplatesProps {
  ticket: { id: number; status: string; updatedAt?: string };
  /** the composer is busy (sending, recording) or the ticket is not open */
  disabled?: boolean;
  /** tells the composer to hide its free-text input: the window is closed */
  onFreeFormClosed?: (closed: boolean) => void;
}

/** the browser's timer takes at most about 24.8 days */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The composer's `composerTools` slot on a Cloud API ticket: a "Templates" button inside the 24-hour window; once
 * it is closed, the reason in place of the text input and the template picker, the one thing Meta takes then.
 * The window is read again when the ticket changes (a customer message moves it) and when it closes.
 */
export function ComposerTemplates({ ticket, disabled = false, onFreeFormClosed }: ComposerTemplatesProps) {
  const { t, i18n } = useTranslation('whatsapp-cloud');
  // the answer with the ticket it is of: another ticket's never closes this one's input, not even for a moment
  const [read, setRead] = useState<{ ticketId: number; window: TicketWindow } | null>(null);
  const state = read?.ticketId === ticket.id ? read.window : null;
  const [picking, setPicking] = useState(false);
  const [tick, setTick] = useState(0);
  const open = ticket.status === 'open';

  useEffect(() => {
    const ctl = new AbortController();
    ticketWindow(ticket.id, ctl.signal)
      .then((window) => setRead({ ticketId: ticket.id, window }))
      .catch(() => !ctl.signal.aborted && setRead(null));
    return () => ctl.abort();
  }, [ticket.id, ticket.updatedAt, tick]);

  const closed = open && state?.cloud === true && !state.open;
  useEffect(() => {
    onFreeFormClosed?.(closed);
  }, [closed, onFreeFormClosed]);
  useEffect(() => () => onFreeFormClosed?.(false), [onFreeFormClosed]);

  // the window closes while the conversation is on screen: read it again then
  const closesAt = state?.cloud && state.open ? state.closesAt : null;
  useEffect(() => {
    if (closesAt === null) return;
    const timer = setTimeout(
      () => setTick((n) => n + 1),
      Math.min(closesAt - Date.now() + 1000, MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [closesAt]);

  if (!open || !state?.cloud) return null;
  const picker = picking && (
    <TemplatePicker
      isOpen={picking}
      onClose={() => setPicking(false)}
      ticketId={ticket.id}
      connectionId={state.connectionId}
    />
  );
  if (!closed)
    return (
      <>
        <IconButton
          icon="manually-entered-data"
          disabled={disabled}
          label={t('composer.templates')}
          title={t('composer.templates')}
          onClick={() => setPicking(true)}
          data-testid="composer-templates"
        />
        {picker}
      </>
    );
  const since = state.lastInboundAt
    ? new Date(state.lastInboundAt).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' })
    : null;
  return (
    <div className="wc-closed" data-testid="composer-window-closed">
      <Icon icon="time" className="wc-closed-icon" />
      <span className="wc-closed-text">
        {since ? t('composer.closed', { since }) : t('composer.neverWrote')}
      </span>
      <Button
        intent="primary"
        icon="manually-entered-data"
        text={t('composer.chooseTemplate')}
        disabled={disabled}
        onClick={() => setPicking(true)}
        data-testid="composer-choose-template"
      />
      {picker}
    </div>
  );
}
