import type { PluginContext } from '@balcao/core';

/** knex's types as the kernel hands them over (the plugin has no knex dependency of its own). */
export type Knex = PluginContext['knex'];
export type Transaction = NonNullable<Parameters<PluginContext['db']['tenant']>[1]>;
