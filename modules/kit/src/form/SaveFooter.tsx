import { Button, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Cancel and Save at the foot of a record's dialog (the form's submit does the saving). */
export function SaveFooter({
  onCancel,
  submitting,
  testId,
  text,
  disabled,
}: {
  onCancel: () => void;
  submitting: boolean;
  /** the save button's test id */
  testId?: string;
  /** the save button's text; the kit's 'Salvar' by default */
  text?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('kit');
  return (
    <DialogFooter
      actions={
        <>
          <Button text={t('common.cancel')} onClick={onCancel} />
          <Button
            type="submit"
            intent="primary"
            icon="floppy-disk"
            text={text ?? t('common.save')}
            loading={submitting}
            disabled={disabled}
            data-testid={testId}
          />
        </>
      }
    />
  );
}
