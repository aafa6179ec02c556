import { useCallback, useEffect, useMemo, useState } from 'react';
import { i18n, showToast, useDebounced } from '@balcao/kit';

/** An admin list loaded in full (companies, plans) with a debounced, lower-cased local search. */
export function useAdminList<T>(load: () => Promise<T[]>, text: (item: T) => string) {
  const [items, setItems] = useState<T[]>([]);
  const [generation, setGeneration] = useState(0);
  const [loadedGeneration, setLoadedGeneration] = useState(-1);
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim().toLowerCase());
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  useEffect(() => {
    let live = true;
    load()
      .then((list) => live && setItems(list))
      .catch(() => showToast(i18n.t('kit:toasts.loadFailed'), 'danger'))
      .finally(() => live && setLoadedGeneration(generation));
    return () => {
      live = false;
    };
  }, [load, generation]);
  const loading = loadedGeneration !== generation;
  const visible = useMemo(
    () => (term ? items.filter((i) => text(i).toLowerCase().includes(term)) : items),
    [items, term, text],
  );
  return { items: visible, loading, search, setSearch, reload };
}
