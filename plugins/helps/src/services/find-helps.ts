import { notFound } from '@balcao/core';
import { Help } from '../help-model.js';

/** Reads: every help video in creation order, or one by id. */
export async function listHelps(): Promise<Help[]> {
  return await Help.query().orderBy('id');
}

/** Throws 404 ERR_NO_HELP_FOUND when there is no such help. */
export async function findHelp(id: number): Promise<Help> {
  return (await Help.query().findById(id)) ?? throwNoHelp();
}

export function throwNoHelp(): never {
  throw notFound('ERR_NO_HELP_FOUND');
}
