import { HTMLTable, InputGroup, NonIdealState } from '@blueprintjs/core';
import type { ReactNode, UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../feedback/Loading';

export interface Column<T> {
  key: string;
  header: ReactNode;
  render: (item: T) => ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
}

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
      <header className="kit-list__header">
        <h2 className="bp6-heading kit-list__title">{title}</h2>
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
          {actions}
        </div>
      </header>
      <div className="kit-list__scroll bp6-elevation-1" onScroll={onScroll} data-testid="list-scroll">
        <HTMLTable className="kit-list__table" interactive striped compact>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} style={{ width: c.width, textAlign: c.align }}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={rowKey(item)} className={rowClassName?.(item)}>
                {columns.map((c) => (
                  <td key={c.key} style={{ textAlign: c.align }}>
                    {c.render(item)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        {loading && <Spinner size={24} className="kit-list__spinner" />}
        {!loading && items.length === 0 && <NonIdealState icon="search" title={t('common.empty')} />}
      </div>
    </section>
  );
}
