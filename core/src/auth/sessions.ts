import type { Realtime } from '../realtime/realtime.js';
import type { RefreshTokens } from './refresh-tokens.js';
import type { TokenDenylist } from './token-denylist.js';

/** Clocks of several processes disagree a little: a denial outlives the tokens it names by this much. */
const CLOCK_MARGIN_MS = 60_000;

/**
 * A session is one sign-in: its refresh-token family, whose id every access token issued with it carries as
 * `sid`, and the sockets opened with those tokens. Ending it (logout) revokes the family, denies every access
 * token of it for as long as one could still be valid, and closes its sockets on every instance.
 */
export class Sessions {
  constructor(
    private d: {
      refreshTokens: RefreshTokens;
      denylist: TokenDenylist;
      realtime: Realtime;
      accessLifetimeMs: number;
    },
  ) {}

  private get denialMs() {
    return this.d.accessLifetimeMs + CLOCK_MARGIN_MS;
  }

  async end(sid: string): Promise<void> {
    await this.d.refreshTokens.revokeFamily(sid);
    await this.d.denylist.deny([sid], this.denialMs);
    this.d.realtime.disconnectSession(sid);
  }

  /** One access token, when the caller named only it (a logout without the refresh cookie and without `sid`). */
  async endToken(jti: string): Promise<void> {
    await this.d.denylist.deny([jti], this.denialMs);
  }

  /**
   * Signing in elsewhere ends the refresh cookies of the user's other sessions, so a reload there asks for the
   * password again, and the refused refresh says why. Their access tokens run out by themselves (the shell there
   * is told to log out, spec §4 Session), and their sockets close at the next check, when the session no longer
   * stands.
   */
  async endOthers(userId: number, keep: string): Promise<void> {
    for (const family of await this.d.refreshTokens.liveFamilies(userId))
      if (family !== keep) await this.d.refreshTokens.revokeFamily(family, 'signedInElsewhere');
  }

  /** Whether a socket of this session may live on past its token: the session was not ended and can refresh. */
  async stands(sid: string): Promise<boolean> {
    return !(await this.d.denylist.anyDenied([sid])) && (await this.d.refreshTokens.familyStands(sid));
  }
}
