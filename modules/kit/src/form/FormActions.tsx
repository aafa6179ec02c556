import { Button } from '@blueprintjs/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/** Clear and Save at the foot of every admin form (the form's submit does the saving). */
export function FormActions({
  onClear,
  submitting,
  style,
}: {
  onClear: () => void;
  submitting: boolean;
  style?: CSSProperties;
}) {
  const { t } = useTranslation('kit');
  return (
    <div className="kit-form-actions" style={style}>
      <Button text={t('common.clear')} onClick={onClear} />
      <Button
        type="submit"
        intent="primary"
        icon="floppy-disk"
        text={t('common.save')}
        loading={submitting}
      />
    </div>
  );
}
