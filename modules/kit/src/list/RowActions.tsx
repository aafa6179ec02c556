import type { IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../blueprint/IconButton';

/** The edit and delete icons at the end of every admin table row, labelled for screen readers and tests. */
export function EditButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('kit');
  return <IconButton icon="edit" label={t('common.edit')} onClick={onClick} />;
}

export function DeleteButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('kit');
  return <IconButton intent="danger" icon="trash" label={t('common.delete')} onClick={onClick} />;
}

/** Another small icon of a row (its details, its log), its label also the hover text. */
export function RowButton({
  label,
  ...props
}: {
  icon: IconName;
  label: string;
  onClick: () => void;
  'data-testid'?: string;
}) {
  return <IconButton size="small" title={label} label={label} {...props} />;
}
