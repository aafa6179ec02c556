import { createEffect } from 'effector';
import { useEffect } from 'react';
import { upsertById, useInfiniteList, wholeList } from '@balcao/kit';
import * as helpsApi from './api';
import type { Help, HelpInput } from './api';

// The writes the form makes; the lists (useHelps, below: the kit's useInfiniteList) follow them.
export const saveHelpFx = createEffect(({ id, data }: { id?: number; data: HelpInput }) =>
  id ? helpsApi.updateHelp(id, data) : helpsApi.createHelp(data),
);
export const deleteHelpFx = createEffect(async (id: number) => {
  await helpsApi.deleteHelp(id);
  return id;
});

const fetchHelps = wholeList(
  (signal) => helpsApi.listHelps(signal),
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
