import { definePlugin } from '@balcao/core';

/**
 * The task list (spec §2 "Todo page", /todolist): the super user's own tasks, kept in the browser's storage, so
 * the server has no table and no route; this entry only puts the screen (modules/todo) in the manifest.
 */
export default definePlugin({
  name: 'todo',
  ui: {
    module: 'todo',
    routes: ['/todolist'],
    super: true,
    menu: [
      {
        label: 'todo:menu',
        titles: { pt: 'Tarefas', en: 'Tasks', es: 'Tareas' },
        path: '/todolist',
        icon: 'tick-circle',
        section: 'main',
        order: 35,
        super: true,
      },
    ],
  },
});
