import {
  BufferJSON,
  initAuthCreds,
  proto,
  type AuthenticationCreds,
  type AuthenticationState,
  type SignalDataSet,
  type SignalDataTypeMap,
} from '@whiskeysockets/baileys';
import type { Knex } from 'knex';
import { createAuthCipher } from './auth-cipher.js';

const TABLE = 'channel_auth';
const CREDS = { category: 'creds', keyId: 'creds' };

export interface DbAuthState {
  state: AuthenticationState;
  saveCreds(): Promise<void>;
  /** removes every trace of the session (after a logout): the next connect starts with a fresh QR */
  wipe(): Promise<void>;
}

export interface DbAuthStateOptions {
  knex: Knex;
  connectionId: string;
  /** operator secret (env), from which the AES key is derived */
  secret: string | Buffer;
}

/**
 * Baileys' auth state kept in the database, encrypted, never on disk. Values are serialised with
 * Baileys' own BufferJSON so Buffers and Uint8Arrays come back as the same bytes.
 */
export async function useDbAuthState({
  knex,
  connectionId,
  secret,
}: DbAuthStateOptions): Promise<DbAuthState> {
  const cipher = createAuthCipher(secret);
  const address = (category: string, keyId: string) => `${connectionId}/${category}/${keyId}`;
  const encode = (value: unknown, category: string, keyId: string) =>
    cipher.encrypt(JSON.stringify(value, BufferJSON.replacer), address(category, keyId));
  const decode = (stored: string, category: string, keyId: string): unknown =>
    JSON.parse(cipher.decrypt(stored, address(category, keyId)), BufferJSON.reviver);

  const credsRow = await knex(TABLE)
    .where({ connectionId, ...CREDS })
    .first('value');
  const creds: AuthenticationCreds = credsRow
    ? (decode(credsRow.value as string, CREDS.category, CREDS.keyId) as AuthenticationCreds)
    : initAuthCreds();

  const upsert = async (trx: Knex | Knex.Transaction, category: string, keyId: string, value: unknown) => {
    await trx(TABLE)
      .insert({ connectionId, category, keyId, value: encode(value, category, keyId), updatedAt: new Date() })
      .onConflict(['connectionId', 'category', 'keyId'])
      .merge(['value', 'updatedAt']);
  };

  return {
    state: {
      creds,
      keys: {
        async get<T extends keyof SignalDataTypeMap>(type: T, ids: string[]) {
          const out: { [id: string]: SignalDataTypeMap[T] } = {};
          if (ids.length === 0) return out;
          const rows = (await knex(TABLE)
            .where({ connectionId, category: type })
            .whereIn('keyId', ids)
            .select('keyId', 'value')) as {
            keyId: string;
            value: string;
          }[];
          for (const row of rows) {
            let value = decode(row.value, type, row.keyId);
            // Baileys expects a protobuf object here, not the plain JSON it was saved from
            if (type === 'app-state-sync-key' && value)
              value = proto.Message.AppStateSyncKeyData.fromObject(value as object);
            out[row.keyId] = value as SignalDataTypeMap[T];
          }
          return out;
        },
        async set(data: SignalDataSet) {
          // one transaction so a crash never leaves half a key rotation behind
          await knex.transaction(async (trx) => {
            for (const category of Object.keys(data) as (keyof SignalDataSet)[]) {
              const entries = data[category] ?? {};
              for (const [keyId, value] of Object.entries(entries)) {
                if (value) await upsert(trx, category, keyId, value);
                else await trx(TABLE).where({ connectionId, category, keyId }).delete();
              }
            }
          });
        },
        async clear() {
          await knex(TABLE).where({ connectionId }).whereNot({ category: CREDS.category }).delete();
        },
      },
    },
    async saveCreds() {
      await upsert(knex, CREDS.category, CREDS.keyId, creds);
    },
    async wipe() {
      await knex(TABLE).where({ connectionId }).delete();
    },
  };
}
