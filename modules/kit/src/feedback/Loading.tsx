import { Classes, Spinner as BpSpinner, type SpinnerProps } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Blueprint's spinner, announced in the user's language (Blueprint's own label is the English "loading"). */
export function Spinner(props: SpinnerProps) {
  const { t } = useTranslation('kit');
  return <BpSpinner aria-label={t('common.loading')} {...props} />;
}

/** What a screen shows while what it needs is on its way: a spinner that says so, for eyes and ears. */
export function Loading({ className }: { className?: string }) {
  const { t } = useTranslation('kit');
  return (
    <div className={`kit-loading ${className ?? ''}`} role="status" data-testid="loading">
      <BpSpinner size={32} aria-hidden />
      <span className={Classes.TEXT_MUTED}>{t('common.loading')}</span>
    </div>
  );
}
