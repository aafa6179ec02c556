import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as SessionModel from '../../modules/kit/src/session/model.js';

type Model = typeof SessionModel;

/**
 * Issue 30 item 3: a tab that had loaded with a stored token fell back to that token when its session was cleared
 * (a store's reset goes back to the value it was created with), so a forced logout left it "signed in" with no
 * user: "Olá, ! Bem-vindo(a) à ." and a spinner for ever.
 */
describe('the session stores of a page loaded with a stored token', () => {
  const storage = new Map<string, string>();
  let model: Model;
  // the API project runs its files in one module graph: the stand-in leaves with this file
  const before = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  afterAll(() => {
    if (before) Object.defineProperty(globalThis, 'localStorage', before);
    else Reflect.deleteProperty(globalThis, 'localStorage');
  });
  beforeAll(async () => {
    storage.set('token', JSON.stringify('token-of-the-morning'));
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      writable: true,
      value: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => storage.set(key, value),
        removeItem: (key: string) => storage.delete(key),
      },
    });
    model = await import('../../modules/kit/src/session/model.js');
  });

  it('start from the stored token', () => {
    expect(model.$token.getState()).toBe('token-of-the-morning');
    expect(model.$isAuthenticated.getState()).toBe(true);
  });

  it('end signed out, with the reason and no token anywhere, when the session is ended for the user', () => {
    model.sessionEnded('kit:session.signedInElsewhere');
    expect(model.$token.getState()).toBeNull();
    expect(model.$isAuthenticated.getState()).toBe(false);
    expect(model.$user.getState()).toBeNull();
    expect(model.$sessionEndReason.getState()).toBe('kit:session.signedInElsewhere');
    expect(storage.has('token')).toBe(false);
  });

  it('end signed out when the session is cleared after a later sign-in, too', () => {
    model.sessionRefreshed({ token: 'token-of-the-afternoon', user: { id: 2, companyId: 1 } as never });
    expect(model.$sessionEndReason.getState()).toBeNull();
    model.sessionCleared();
    expect(model.$token.getState()).toBeNull();
    expect(storage.has('token')).toBe(false);
  });
});
