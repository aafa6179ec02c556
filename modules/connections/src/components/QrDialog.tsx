import { DialogBody, NonIdealState } from '@blueprintjs/core';
import { Dialog } from '@balcao/kit';
import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import qrcode from 'qrcode-generator';
import { $connections } from '../model';

/** The QR of one connection; closes by itself once a session update arrives with an empty qrcode (spec §4). */
export function QrDialog({ connectionId, onClose }: { connectionId: number | null; onClose: () => void }) {
  const { t } = useTranslation('connections');
  const connections = useUnit($connections);
  const connection = connections.find((c) => c.id === connectionId);
  const code = connection?.qrcode ?? '';

  useEffect(() => {
    if (connectionId !== null && connection && !code) onClose();
  }, [connectionId, connection, code, onClose]);

  const image = useMemo(() => {
    if (!code) return '';
    const qr = qrcode(0, 'L');
    qr.addData(code);
    qr.make();
    return qr.createDataURL(6, 2);
  }, [code]);

  return (
    <Dialog isOpen={connectionId !== null} onClose={onClose} title={t('qr.title')} icon="mobile-phone">
      <DialogBody>
        {image ? (
          <div className="connections-qr" data-testid="qr-dialog" data-qrcode={code}>
            <p>{t('qr.instructions')}</p>
            <img
              src={image}
              alt={t('qr.alt')}
              width={256}
              height={256}
              style={{ imageRendering: 'pixelated' }}
            />
          </div>
        ) : (
          <NonIdealState icon="time" title={t('qr.waiting')} />
        )}
      </DialogBody>
    </Dialog>
  );
}
