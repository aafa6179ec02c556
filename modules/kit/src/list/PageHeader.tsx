import { InputGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PageHeaderProps {
  title: ReactNode;
  /** a muted line under the title: what the page is for */
  subtitle?: ReactNode;
  /** the search box's text; the box shows with `onSearch` */
  search?: string;
  onSearch?: (value: string) => void;
  /** buttons and choices at the right, after the search */
  children?: ReactNode;
}

/** A page's title with its search and tools at the right: the head of every list, board and settings page. */
export function PageHeader({ title, subtitle, search, onSearch, children }: PageHeaderProps) {
  const { t } = useTranslation('kit');
  return (
    <header className="kit-list__header">
      <div>
        <h2 className="bp6-heading kit-list__title">{title}</h2>
        {subtitle && <p className="bp6-text-muted kit-list__subtitle">{subtitle}</p>}
      </div>
      {(onSearch || children) && (
        <div className="kit-list__tools">
          {onSearch && (
            <InputGroup
              type="search"
              leftIcon="search"
              placeholder={t('common.search')}
              value={search ?? ''}
              onValueChange={onSearch}
              aria-label={t('common.search')}
            />
          )}
          {children}
        </div>
      )}
    </header>
  );
}
