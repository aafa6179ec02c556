import { Button, DialogFooter, type IconName, type Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SaveFooterProps {
  onCancel: () => void;
  submitting: boolean;
  /** the save button's test id */
  testId?: string;
  /** the save button's text; the kit's 'Salvar' by default */
  text?: string;
  disabled?: boolean;
  /** the cancel button's text; the kit's 'Cancelar' by default */
  cancelText?: string;
  /** the save button's icon; null for none */
  icon?: IconName | null;
  intent?: Intent;
  /** a dialog without a form: the save button calls this instead of submitting */
  onSubmit?: () => void;
  /** nothing to save (a record only to look at): the cancel button alone */
  readOnly?: boolean;
  /** more buttons before the cancel button (a record's own verbs: stop, restart) */
  before?: ReactNode;
}

/** Cancel and Save at the foot of a record's dialog (the form's submit does the saving, or `onSubmit`). */
export function SaveFooter({
  onCancel,
  submitting,
  testId,
  text,
  disabled,
  cancelText,
  icon = 'floppy-disk',
  intent = 'primary',
  onSubmit,
  readOnly,
  before,
}: SaveFooterProps) {
  const { t } = useTranslation('kit');
  return (
    <DialogFooter
      actions={
        <>
          {before}
          <Button text={cancelText ?? t('common.cancel')} onClick={onCancel} />
          {!readOnly && (
            <Button
              type={onSubmit ? 'button' : 'submit'}
              intent={intent}
              icon={icon ?? undefined}
              text={text ?? t('common.save')}
              loading={submitting}
              disabled={disabled}
              data-testid={testId}
              onClick={onSubmit}
            />
          )}
        </>
      }
    />
  );
}
