import type Router from '@koa/router';
import { type AppState, crudRoutes } from '@balcao/core';
import { helpBody, helpPatch } from './help-schemas.js';
import type { HelpServices } from './services/help-services.js';

/** HTTP only: parse the request, call a service, answer (Whaticket's paths and shapes, spec §7). */
export function helpRoutes(router: Router<AppState>, helps: HelpServices) {
  // Whaticket answers every help video both at /helps and at /helps/list
  const everyHelp = { summary: 'Every help video', run: () => helps.list() };
  crudRoutes(router, {
    path: '/helps',
    tags: ['helps'],
    writePermission: 'helps:write',
    index: everyHelp,
    list: everyHelp,
    show: { summary: 'One help video', run: ({ id }) => helps.find(id) },
    create: {
      summary: 'Create a help video (super)',
      body: helpBody,
      status: 201,
      run: ({ body }) => helps.create(body),
    },
    update: {
      summary: 'Change a help video (super)',
      body: helpPatch,
      run: ({ id, body }) => helps.update(id, body),
    },
    delete: {
      summary: 'Delete a help video (super)',
      run: ({ id }) => helps.delete(id),
      answer: { message: 'Help deleted' },
    },
  });
}
