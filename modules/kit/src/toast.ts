import { OverlayToaster, Position, type Intent, type Toaster } from '@blueprintjs/core';
import { errorNamespaces, i18n } from './i18n/setup';
import { ApiError } from './api/api-error';

/** Spec §9: toasts close after 2000 ms. */
export const TOAST_TIMEOUT = 2000;
let toaster: Promise<Toaster> | null = null;

function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: Position.TOP_RIGHT, maxToasts: 4 });
  return toaster;
}

export function showToast(message: string, intent: Intent = 'none', timeout = TOAST_TIMEOUT): void {
  // Blueprint's own close button is labelled "Close" in English: an action button closes the toast as well
  const close = { icon: 'cross' as const, 'aria-label': i18n.t('kit:common.close') };
  void getToaster().then((t) =>
    t.show({ message, intent, timeout, isCloseButtonShown: false, action: close }),
  );
}

export const toastSuccess = (message: string) => showToast(message, 'success');

/** how long a toast with an undo stays: 2 s (spec §9) is too short to read it and reach the button */
export const UNDO_TIMEOUT = 6000;

/** A success toast with an Undo button that calls `undo` (and closes the toast). */
export function toastUndo(message: string, undo: () => void): void {
  const action = { text: i18n.t('kit:common.undo'), onClick: undo, 'data-testid': 'toast-undo' };
  void getToaster().then((t) =>
    t.show({ message, intent: 'success', timeout: UNDO_TIMEOUT, isCloseButtonShown: false, action }),
  );
}
export const toastWarning = (message: string, timeout?: number) => showToast(message, 'warning', timeout);

/**
 * Spec §8: a known ERR_ code is translated, an unknown code or plain string shown raw, else a generic line. A
 * plugin's codes are translated by its module, under `errors` in its own namespace.
 */
export function errorMessage(error: unknown): string {
  const code = error instanceof ApiError ? error.code : typeof error === 'string' ? error : undefined;
  if (code) {
    const key = `errors.${code}`;
    const ns = errorNamespaces();
    return i18n.exists(key, { ns }) ? i18n.t(key, { ns }) : code;
  }
  return i18n.t('kit:toasts.generic');
}

export function toastError(error: unknown): void {
  showToast(errorMessage(error), 'danger');
}
