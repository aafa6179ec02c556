import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import qrcode from 'qrcode-generator';
import { formatMoney } from '@balcao/kit';
import type { PixCharge } from '../../api';

/** Spec §2 and §9: the copy confirmation shows for 1 s. */
const COPIED_MS = 1000;

/** The Pix payment: the QR (drawn here from the payload, nothing fetched elsewhere), the value and "copia e cola". */
export function PixScreen({ charge }: { charge: PixCharge }) {
  const { t } = useTranslation('billing');
  const payload = charge.qrcode.qrcode;
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const image = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(payload);
    qr.make();
    return qr.createDataURL(5, 2);
  }, [payload]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(payload);
    } catch {
      // no clipboard permission: the field below still lets the payload be selected by hand
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };
  return (
    <div className="bl-pix" data-testid="pix-screen" data-txid={charge.txid}>
      <Callout intent="primary" icon="time">
        {t('pix.waiting')}
      </Callout>
      <img src={image} alt={t('pix.alt')} className="bl-pix__qr" width={220} height={220} />
      <div className="bl-pix__value" data-testid="pix-value">
        {formatMoney(charge.valor.original)}
      </div>
      <InputGroup readOnly value={payload} aria-label={t('pix.payload')} onFocus={(e) => e.target.select()} />
      <Button
        icon={copied ? 'tick' : 'duplicate'}
        intent={copied ? 'success' : 'none'}
        text={copied ? t('pix.copied') : t('pix.copy')}
        data-testid="pix-copy"
        onClick={() => void copy()}
      />
    </div>
  );
}
