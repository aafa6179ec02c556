import { createEffect } from 'effector';
import * as helpsApi from './api';
import type { HelpInput } from './api';

// The lists are the kit's useInfiniteList (useHelps); these are the writes both the form and the lists follow.
export const saveHelpFx = createEffect(({ id, data }: { id?: number; data: HelpInput }) =>
  id ? helpsApi.updateHelp(id, data) : helpsApi.createHelp(data),
);
export const deleteHelpFx = createEffect(async (id: number) => {
  await helpsApi.deleteHelp(id);
  return id;
});
