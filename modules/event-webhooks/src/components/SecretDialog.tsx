import { Button, Callout, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@balcao/kit';

/** A new subscription's signing secret, whole this once: the receiver needs it to check signatures. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation('event-webhooks');
  return (
    <Dialog
      isOpen={Boolean(secret)}
      onClose={onClose}
      title={t('secret.title')}
      icon="key"
      className="ew-dialog"
    >
      <DialogBody>
        <Callout intent="warning" icon="key">
          {t('secret.once')}
        </Callout>
        <FormGroup label={t('secret.label')} labelFor="ew-secret" className="ew-secret">
          <InputGroup id="ew-secret" readOnly value={secret ?? ''} data-testid="event-webhook-secret" />
        </FormGroup>
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text={t('secret.close')} onClick={onClose} />} />
    </Dialog>
  );
}
