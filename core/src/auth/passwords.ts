import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import bcrypt from 'bcryptjs';
import pLimit from 'p-limit';

/**
 * Passwords are hashed with Node's scrypt, which runs on libuv's thread pool: a burst of logins no longer
 * stalls the event loop (bcryptjs is pure JavaScript and hashed on it). Hashes made by bcrypt before are
 * still accepted; `needsRehash` tells the login to replace them with an scrypt hash.
 *
 * Format: scrypt$N$r$p$salt$key (salt and key base64url), so the cost can rise later without breaking old hashes.
 */
/** today's cost of a new hash: N from PASSWORD_HASH_COST, set by the kernel at boot (`usePasswordCost`) */
let COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const PREFIX = 'scrypt$';

/**
 * scrypt is CPU-bound: hashing on every core at once would starve the event loop's own thread as surely as
 * hashing on it. At most one core less than the machine has hashes at a time; other logins wait their turn.
 */
const hashing = pLimit(Math.max(1, availableParallelism() - 1));

/** Sets the scrypt N of new hashes to 2^logN (config PASSWORD_HASH_COST); one kernel per process, as the models. */
export function usePasswordCost(logN: number) {
  COST = { ...COST, N: 2 ** logN };
}

const derive = (plain: string, salt: Buffer, cost: typeof COST) =>
  hashing(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
        scrypt(plain.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(plain, salt, COST);
  return `${PREFIX}${COST.N}$${COST.r}$${COST.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function checkPassword(plain: string, hash: string): Promise<boolean> {
  if (hash.startsWith(PREFIX)) {
    const [, n, r, p, salt, key] = hash.split('$');
    const expected = Buffer.from(key ?? '', 'base64url');
    const cost = { N: Number(n), r: Number(r), p: Number(p) };
    if (!expected.length || !Number.isInteger(cost.N) || cost.N > 2 ** 20) return false;
    const actual = await derive(plain, Buffer.from(salt ?? '', 'base64url'), cost);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
  if (/^\$2[aby]\$/.test(hash)) return bcrypt.compare(plain, hash);
  return false;
}

/** True for a hash made before scrypt or with a lower cost than today's. */
export const needsRehash = (hash: string) => !hash.startsWith(`${PREFIX}${COST.N}$${COST.r}$${COST.p}$`);

/**
 * A stored hash of a password nobody has, checked when the e-mail is unknown so that a wrong e-mail costs
 * the same time as a wrong password (no account discovery by timing).
 */
const decoys = new Map<number, Promise<string>>();
export function decoyHash(): Promise<string> {
  // one per cost, so that it keeps costing what a real hash of today costs
  let decoy = decoys.get(COST.N);
  if (!decoy) decoys.set(COST.N, (decoy = hashPassword(randomBytes(16).toString('hex'))));
  return decoy;
}
