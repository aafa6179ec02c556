import { $company } from '@balcao/kit';

/** Whaticket's browser-storage marker for the campaign screens (spec §2). */
export const CSHOW_KEY = 'cshow';

/** Whether the company's campaignsEnabled setting is 'true' (its settings come with the session's user). */
export function campaignsEnabled(company: { settings?: { key: string; value: string }[] } | null): boolean {
  return company?.settings?.find((s) => s.key === 'campaignsEnabled')?.value === 'true';
}

/**
 * Spec §2: Whaticket sets `cshow` at login when campaignsEnabled is 'true' (its value is the string "null", as
 * `localStorage.setItem('cshow', null)` stores it), and its menu shows the campaign items only while it exists.
 * Here the kernel's manifest already filters those items by the setting, so the menu never reads it; it is
 * kept for parity (a script or an old client reading it), in step with the session: set at login, refresh and
 * setting changes, removed when campaigns are off or the session ends.
 */
export function startCshowMarker(): void {
  $company.watch((company) => {
    try {
      if (campaignsEnabled(company)) localStorage.setItem(CSHOW_KEY, 'null');
      else localStorage.removeItem(CSHOW_KEY);
    } catch {
      // storage unavailable (private mode): the menu does not depend on it
    }
  });
}
