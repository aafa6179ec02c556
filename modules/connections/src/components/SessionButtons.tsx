import { Button, type ButtonProps } from '@blueprintjs/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '@balcao/kit';
import { disconnectSession, renewQr, startSession, type Connection, type ConnectionStatus } from '../api';

type SessionButton = Pick<ButtonProps, 'intent' | 'icon' | 'disabled'> & {
  /** the button's words, the key under `session.`; its test id is `btn-<id>` */
  words: string;
  id: string;
  /** the session call; none: the QR dialog opens (or nothing, a disabled button) */
  call?: (id: number) => Promise<unknown>;
};
const disconnect: SessionButton[] = [
  { id: 'disconnect', words: 'disconnect', intent: 'danger', icon: 'disable', call: disconnectSession },
];
/** Spec §4: which session buttons each status offers. */
const BUTTONS: Record<ConnectionStatus, SessionButton[]> = {
  qrcode: [{ id: 'show-qr', words: 'showQr', intent: 'primary', icon: 'barcode' }],
  DISCONNECTED: [
    { id: 'retry', words: 'retry', intent: 'primary', icon: 'refresh', call: startSession },
    { id: 'new-qr', words: 'newQr', icon: 'barcode', call: renewQr },
  ],
  CONNECTED: disconnect,
  PAIRING: disconnect,
  TIMEOUT: disconnect,
  OPENING: [{ id: 'connecting', words: 'connecting', icon: 'time', disabled: true }],
};

export function SessionButtons({ connection, onShowQr }: { connection: Connection; onShowQr: () => void }) {
  const { t } = useTranslation('connections');
  // a status the spec does not name offers none
  return (BUTTONS[connection.status] ?? []).map(({ id, words, call, ...look }, i) => (
    <Fragment key={id}>
      {i > 0 && ' '}
      <Button
        size="small"
        variant="outlined"
        {...look}
        text={t(`session.${words}`)}
        onClick={
          call ? () => void call(connection.id).catch(toastError) : look.disabled ? undefined : onShowQr
        }
        data-testid={`btn-${id}`}
      />
    </Fragment>
  ));
}
