import type { ReactNode } from 'react';
import { IconButton } from '@balcao/kit';
import { useTranslation } from 'react-i18next';

interface SidePanelProps {
  title: string;
  /** the panel's own class beside tk-act-drawer */
  className?: string;
  testId: string;
  closeTestId: string;
  /** buttons before the close one (the history's export) */
  tools?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/** The 320 px panel beside a conversation, one at a time: the contact's details or the ticket's history. */
export function SidePanel({
  title,
  className,
  testId,
  closeTestId,
  tools,
  onClose,
  children,
}: SidePanelProps) {
  const { t } = useTranslation('tickets');
  return (
    <aside
      className={className ? `tk-act-drawer ${className}` : 'tk-act-drawer'}
      data-testid={testId}
      aria-label={title}
    >
      <header className="tk-act-drawer-head">
        <span className="tk-act-drawer-title">{title}</span>
        <span className="tk-act-drawer-tools">
          {tools}
          <IconButton icon="cross" label={t('actions.close')} onClick={onClose} data-testid={closeTestId} />
        </span>
      </header>
      <div className="tk-act-drawer-body">{children}</div>
    </aside>
  );
}
