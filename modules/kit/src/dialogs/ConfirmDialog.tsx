import { Alert } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  isOpen: boolean;
  title?: string;
  message?: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** The spec's delete confirmation ('Deseja realmente excluir esse registro?') by default. */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation('kit');
  return (
    <Alert
      isOpen={isOpen}
      intent="danger"
      icon="trash"
      canEscapeKeyCancel
      canOutsideClickCancel
      confirmButtonText={confirmLabel ?? t('common.confirm')}
      cancelButtonText={t('common.cancel')}
      onConfirm={() => {
        onConfirm();
        onClose();
      }}
      onCancel={onClose}
    >
      {title && <h4 className="bp6-heading">{title}</h4>}
      <p>{message ?? t('confirm.deleteMessage')}</p>
    </Alert>
  );
}
