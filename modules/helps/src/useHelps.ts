import { useEffect } from 'react';
import { upsertById, useInfiniteList, wholeList } from '@balcao/kit';
import { listHelps, type Help } from './api';
import { deleteHelpFx, saveHelpFx } from './model';

const fetchHelps = wholeList(
  (signal) => listHelps(signal),
  (h: Help) => `${h.title} ${h.description ?? ''}`,
);

/** Every help video (the server gives them whole), kept current by the saves and deletes made here. */
export function useHelps() {
  const list = useInfiniteList(fetchHelps);
  const { setItems, remove } = list;
  useEffect(() => {
    // an edit stays in place, a new video goes last (the server's order)
    const saved = saveHelpFx.doneData.watch((help) =>
      setItems((items) =>
        items.some((h) => h.id === help.id) ? upsertById(items, help, (h) => h.id) : [...items, help],
      ),
    );
    const deleted = deleteHelpFx.doneData.watch((id) => remove(id));
    return () => {
      saved.unsubscribe();
      deleted.unsubscribe();
    };
  }, [setItems, remove]);
  return list;
}
