import { definePlugin, type PluginDefinition } from '@balcao/core';

/**
 * TEMPORARY stand-ins for the contact-lists and files plugins (built in parallel, outreach contract of issue
 * 14) until their branches are merged: the same tables and services, nothing more.
 */
const contactLists = definePlugin({
  name: 'contact-lists',
  migrations: [
    {
      name: '001_contact_lists',
      async up(knex) {
        await knex.schema.createTable('contact_lists', (t) => {
          t.increments('id');
          t.integer('company_id').unsigned().notNullable();
          t.string('name', 50).notNullable();
          t.timestamps(false, false);
        });
        await knex.schema.createTable('contact_list_items', (t) => {
          t.increments('id');
          t.integer('company_id').unsigned().notNullable();
          t.integer('contact_list_id').unsigned().notNullable().references('contact_lists.id').onDelete('CASCADE');
          t.string('name', 50).notNullable();
          t.string('number', 50).notNullable();
          t.string('email', 254);
          t.boolean('is_whatsapp_valid');
          t.timestamps(false, false);
          t.unique(['contact_list_id', 'number']);
          t.index(['contact_list_id', 'id']);
        });
      },
      async down() {},
    },
  ],
  setup(ctx) {
    return {
      async get(companyId: number, listId: number) {
        const t = ctx.db.tenant(companyId);
        const list = await t('contact_lists').where({ id: listId }).first('id', 'name');
        if (!list) return undefined;
        const [{ n }] = (await t('contact_list_items').where({ contactListId: listId }).count({ n: '*' })) as [
          { n: number },
        ];
        return { ...list, contactsCount: Number(n) };
      },
      async setValidity(companyId: number, itemId: number, valid: boolean) {
        await ctx.db.tenant(companyId)('contact_list_items').where({ id: itemId }).update({ isWhatsappValid: valid });
      },
    };
  },
});

const files = definePlugin({
  name: 'files',
  setup() {
    return {
      get: async () => undefined,
      attachments: async () => [],
    };
  },
});

export const peerPlugins: PluginDefinition[] = [contactLists as PluginDefinition, files as PluginDefinition];
