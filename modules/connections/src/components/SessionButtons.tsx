import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { toastError } from '@balcao/kit';
import { disconnectSession, renewQr, startSession, type Connection } from '../api';

const act = (call: () => Promise<unknown>) => () => void call().catch(toastError);

/** Spec §4: which session buttons each status offers. */
export function SessionButtons({ connection, onShowQr }: { connection: Connection; onShowQr: () => void }) {
  const { t } = useTranslation('connections');
  const { id, status } = connection;
  const small = { size: 'small' as const, variant: 'outlined' as const };
  switch (status) {
    case 'qrcode':
      return (
        <Button
          {...small}
          intent="primary"
          icon="barcode"
          text={t('session.showQr')}
          onClick={onShowQr}
          data-testid="btn-show-qr"
        />
      );
    case 'DISCONNECTED':
      return (
        <>
          <Button
            {...small}
            intent="primary"
            icon="refresh"
            text={t('session.retry')}
            onClick={act(() => startSession(id))}
            data-testid="btn-retry"
          />{' '}
          <Button
            {...small}
            icon="barcode"
            text={t('session.newQr')}
            onClick={act(() => renewQr(id))}
            data-testid="btn-new-qr"
          />
        </>
      );
    case 'CONNECTED':
    case 'PAIRING':
    case 'TIMEOUT':
      return (
        <Button
          {...small}
          intent="danger"
          icon="disable"
          text={t('session.disconnect')}
          onClick={act(() => disconnectSession(id))}
          data-testid="btn-disconnect"
        />
      );
    case 'OPENING':
      return (
        <Button
          {...small}
          disabled
          loading={false}
          icon="time"
          text={t('session.connecting')}
          data-testid="btn-connecting"
        />
      );
  }
}
