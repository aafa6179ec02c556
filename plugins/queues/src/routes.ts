import type Router from '@koa/router';
import { type AppState, crudRoutes } from '@balcao/core';
import { queueBody, queuePatch } from './queue-schemas.js';
import { optionBody, optionPatch, optionQuery } from './queue-option-schemas.js';
import type { QueueServices } from './services/queue-services.js';

/** HTTP only: parse the request, call a service, answer (Whaticket's paths and shapes, spec §7). */
export function queueRoutes(router: Router<AppState>, queues: QueueServices) {
  crudRoutes(router, {
    path: '/queue',
    tags: ['queues'],
    writePermission: 'queues:manage',
    index: { summary: "The company's queues", run: ({ user }) => queues.listQueues(user.companyId) },
    show: { summary: 'One queue', run: ({ user, id }) => queues.findQueue(user.companyId, id) },
    create: {
      summary: 'Create a queue (admin)',
      body: queueBody,
      run: ({ user, body }) => queues.createQueue(user.companyId, body),
    },
    update: {
      summary: 'Change a queue (admin)',
      body: queuePatch,
      run: ({ user, id, body }) => queues.updateQueue(user.companyId, id, body),
    },
    delete: {
      summary: 'Delete a queue and its options (admin)',
      run: ({ user, id }) => queues.deleteQueue(user.companyId, id),
      answer: { message: 'Queue deleted' },
    },
  });
}

/** The chatbot options of a queue (Whaticket's QueueOptions stepper). */
export function queueOptionRoutes(router: Router<AppState>, queues: QueueServices) {
  crudRoutes(router, {
    path: '/queue-options',
    tags: ['queues'],
    writePermission: 'queues:manage',
    index: {
      summary: 'Queue options: parentId -1 for the top level, an id for its children',
      query: optionQuery,
      run: ({ user, query: { queueId, parentId, queueOptionId } }) =>
        queues.filterOptions(user.companyId, {
          queueId,
          // Whaticket: -1 is the top level, a positive id that option's children, anything else no filter
          parentId: parentId === -1 ? null : parentId && parentId > 0 ? parentId : undefined,
          id: queueOptionId,
        }),
    },
    create: {
      summary: 'Add a queue option (admin)',
      body: optionBody,
      run: ({ user, body }) => queues.createOption(user.companyId, body),
    },
    update: {
      summary: 'Change a queue option (admin)',
      body: optionPatch,
      run: ({ user, id, body }) => queues.updateOption(user.companyId, id, body),
    },
    delete: {
      summary: 'Delete an option and its subtree (admin)',
      run: ({ user, id }) => queues.deleteOption(user.companyId, id),
      answer: { message: 'Option deleted' },
    },
  });
}
