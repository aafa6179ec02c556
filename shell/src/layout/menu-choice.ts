/** The side menu's state the user chose with the top bar's toggle, kept across reloads. */
export type MenuChoice = 'open' | 'collapsed';

export const MENU_KEY = 'layout:menu';

/** A screen that asks for room gets the side menu's while the window is under 1600 px. */
export const ROOM_QUERY = '(max-width: 1599.98px)';

export function storedMenuChoice(): MenuChoice | null {
  try {
    const saved = localStorage.getItem(MENU_KEY);
    return saved === 'open' || saved === 'collapsed' ? saved : null;
  } catch {
    return null;
  }
}

export function saveMenuChoice(choice: MenuChoice): void {
  try {
    localStorage.setItem(MENU_KEY, choice);
  } catch {
    // storage refused (private mode, quota): the choice lasts until the page reloads
  }
}

/**
 * Whether the side menu shows collapsed: as the user chose, if they did; otherwise only while a screen asks for room
 * (a drawer open beside a conversation) and the window is not wide enough to spare the menu's 240 px.
 */
export function menuCollapsed(choice: MenuChoice | null, roomRequested: boolean, cramped: boolean): boolean {
  if (choice) return choice === 'collapsed';
  return roomRequested && cramped;
}
