import { NonIdealState } from '@blueprintjs/core';
import type { ReactNode, UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../feedback/Loading';
import { DataTable, type Column } from './DataTable';
import { PageHeader } from './PageHeader';

export type { Column };

interface ListPageProps<T> {
  title: ReactNode;
  actions?: ReactNode;
  search?: string;
  onSearch?: (value: string) => void;
  columns: Column<T>[];
  items: T[];
  rowKey: (item: T) => string | number;
  rowClassName?: (item: T) => string | undefined;
  loading?: boolean;
  onScroll?: (event: UIEvent<HTMLElement>) => void;
  /** Render inside a page (header, padding) or bare inside a tab. */
  embedded?: boolean;
}

/** Title, search box, actions and a scrolling table: the shape of every admin list. */
export function ListPage<T>(props: ListPageProps<T>) {
  const { t } = useTranslation('kit');
  const {
    title,
    actions,
    search,
    onSearch,
    columns,
    items,
    rowKey,
    rowClassName,
    loading,
    onScroll,
    embedded,
  } = props;
  return (
    <section className={embedded ? 'kit-list kit-list--embedded' : 'kit-page kit-list'}>
      <PageHeader title={title} search={search} onSearch={onSearch}>
        {actions}
      </PageHeader>
      <div className="kit-list__scroll bp6-elevation-1" onScroll={onScroll} data-testid="list-scroll">
        <DataTable<T>
          className="kit-list__table"
          interactive
          columns={columns}
          rows={items}
          rowKey={rowKey}
          rowProps={rowClassName && ((item) => ({ className: rowClassName(item) }))}
        />
        {loading && <Spinner size={24} className="kit-list__spinner" />}
        {!loading && items.length === 0 && <NonIdealState icon="search" title={t('common.empty')} />}
      </div>
    </section>
  );
}
