import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** The edit and delete icons at the end of every admin table row, labelled for screen readers and tests. */
export function EditButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('kit');
  return <Button variant="minimal" icon="edit" aria-label={t('common.edit')} onClick={onClick} />;
}

export function DeleteButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('kit');
  return (
    <Button
      variant="minimal"
      intent="danger"
      icon="trash"
      aria-label={t('common.delete')}
      onClick={onClick}
    />
  );
}
