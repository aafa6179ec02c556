import type { Knex } from 'knex';
import type { WriteActor } from '@balcao/core';
import type { ActorKind } from '../audit-entry.js';

export interface Actor {
  kind: ActorKind;
  id: number | null;
  name: string;
}

/** The actor as the log names it: a user by their name now (users is a kernel table), a token by its connection. */
export async function actorOf(knex: Knex, actor: WriteActor): Promise<Actor> {
  if (actor.kind === 'api-token')
    return { kind: 'api-token', id: actor.connectionId, name: actor.connectionName };
  const row = (await knex('users').where({ id: actor.id }).first('name')) as { name?: string } | undefined;
  return { kind: 'user', id: actor.id, name: row?.name ?? `#${actor.id}` };
}
