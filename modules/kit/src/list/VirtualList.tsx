import { NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Virtuoso } from 'react-virtuoso';
import { Spinner } from '../feedback/Loading';

interface VirtualListProps<T> {
  items: T[];
  /** renders one row; only the rows on screen (plus a margin) are in the DOM */
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string | number;
  loading?: boolean;
  /** called when the last row comes into view: the list's `loadMore` */
  onEndReached?: () => void;
  empty?: ReactNode;
  className?: string;
  testId?: string;
}

/**
 * A virtualised list for long, live lists (10,000 tickets stay smooth): rows of any height, the next page when the
 * end comes into view, a spinner below while it loads and an empty state when there is nothing.
 */
export function VirtualList<T>(props: VirtualListProps<T>) {
  const { t } = useTranslation('kit');
  const { items, renderItem, itemKey, loading, onEndReached, empty, className, testId } = props;
  if (!loading && items.length === 0) {
    return (
      <div className={`kit-virtual-list kit-virtual-list--empty ${className ?? ''}`} data-testid={testId}>
        {empty ?? <NonIdealState icon="search" title={t('common.empty')} />}
      </div>
    );
  }
  return (
    <Virtuoso
      className={`kit-virtual-list ${className ?? ''}`}
      data-testid={testId}
      data={items}
      computeItemKey={(_, item) => itemKey(item)}
      itemContent={(index, item) => renderItem(item, index)}
      endReached={() => onEndReached?.()}
      increaseViewportBy={{ top: 200, bottom: 400 }}
      components={{
        Footer: () => (loading ? <Spinner size={24} className="kit-list__spinner" /> : null),
      }}
    />
  );
}
