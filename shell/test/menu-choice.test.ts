import { describe, expect, it } from 'vitest';
import { menuCollapsed } from '../src/layout/menu-choice';
import { $roomRequested, requestRoom } from '../../modules/kit/src/layout/room';

/** Issue 30 item 5: at 1366 px a drawer beside the conversation crushed the contact's name; the menu never gave way. */
describe('the side menu', () => {
  it("follows the user's choice whatever screens ask", () => {
    for (const room of [true, false])
      for (const cramped of [true, false]) {
        expect(menuCollapsed('collapsed', room, cramped)).toBe(true);
        expect(menuCollapsed('open', room, cramped)).toBe(false);
      }
  });
  it('without a choice collapses only while room is asked for on a window under 1600 px', () => {
    expect(menuCollapsed(null, true, true)).toBe(true);
    expect(menuCollapsed(null, true, false)).toBe(false);
    expect(menuCollapsed(null, false, true)).toBe(false);
  });
});

describe("the kit's room requests", () => {
  it('hold while any request is active; giving one back twice releases it once', () => {
    expect($roomRequested.getState()).toBe(false);
    const drawer = requestRoom();
    const history = requestRoom();
    expect($roomRequested.getState()).toBe(true);
    drawer();
    drawer();
    expect($roomRequested.getState()).toBe(true);
    history();
    expect($roomRequested.getState()).toBe(false);
  });
});
