import { useCallback, useEffect, useMemo, useState } from 'react';
import { i18n, showToast, useDebounced } from '@balcao/kit';

/** An admin list loaded in full (companies, plans) with a debounced, lower-cased local search. */
export function useAdminList<T>(load: () => Promise<T[]>, text: (item: T) => string) {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim().toLowerCase());
  const reload = useCallback(() => {
    setLoading(true);
    load()
      .then(setItems)
      .catch(() => showToast(i18n.t('kit:toasts.loadFailed'), 'danger'))
      .finally(() => setLoading(false));
  }, [load]);
  useEffect(reload, [reload]);
  const visible = useMemo(() => (term ? items.filter((i) => text(i).toLowerCase().includes(term)) : items), [items, term, text]);
  return { items: visible, loading, search, setSearch, reload };
}
