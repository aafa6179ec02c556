import { createEffect, createEvent, createStore, sample } from 'effector';
import { toastError } from '@balcao/kit';
import * as helpsApi from './api';
import type { Help, HelpInput } from './api';

export const helpsRequested = createEvent();
export const fetchHelpsFx = createEffect(helpsApi.listHelps);
export const saveHelpFx = createEffect(({ id, data }: { id?: number; data: HelpInput }) =>
  id ? helpsApi.updateHelp(id, data) : helpsApi.createHelp(data),
);
export const deleteHelpFx = createEffect(async (id: number) => {
  await helpsApi.deleteHelp(id);
  return id;
});

export const $helps = createStore<Help[]>([])
  .on(fetchHelpsFx.doneData, (_, helps) => helps)
  .on(saveHelpFx.doneData, (helps, saved) =>
    helps.some((h) => h.id === saved.id)
      ? helps.map((h) => (h.id === saved.id ? saved : h))
      : [...helps, saved],
  )
  .on(deleteHelpFx.doneData, (helps, id) => helps.filter((h) => h.id !== id));
export const $helpsLoading = fetchHelpsFx.pending;

sample({ clock: helpsRequested, target: fetchHelpsFx });
fetchHelpsFx.failData.watch(toastError);
