import { createEffect, createEvent, createStore, sample } from 'effector';
import { toastError, type Setting } from '@balcao/kit';
import * as settingsApi from './api';

export const settingsRequested = createEvent();
export const settingChangedRemotely = createEvent<Setting>();
const fetchSettingsFx = createEffect(settingsApi.listSettings);
const fetchRegistriesFx = createEffect(settingsApi.getRegistries);
export const updateSettingFx = createEffect(({ key, value }: Setting) =>
  settingsApi.updateSetting(key, value),
);

/** Company settings as a key -> value map. */
export const $settings = createStore<Record<string, string>>({})
  .on(fetchSettingsFx.doneData, (_, list) => Object.fromEntries(list.map((s) => [s.key, s.value])))
  .on([updateSettingFx.done.map(({ params }) => params), settingChangedRemotely], (map, { key, value }) => ({
    ...map,
    [key]: value,
  }));
export const $settingsLoaded = createStore(false).on(fetchSettingsFx.done, () => true);

/** What the plugins declared (plan flags, settings): the page renders its forms from it; null until loaded. */
export const $registries = createStore<settingsApi.Registries | null>(null).on(
  fetchRegistriesFx.doneData,
  (_, registries) => registries,
);

// once per visit of the page: the declarations only change when the server restarts with other plugins
sample({ clock: settingsRequested, target: [fetchSettingsFx, fetchRegistriesFx] });
fetchSettingsFx.failData.watch(toastError);
fetchRegistriesFx.failData.watch(toastError);
