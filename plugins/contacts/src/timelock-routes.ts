import type Router from '@koa/router';
import { idParam, route, type AppState, type Channels } from '@balcao/core';
import { listTimelocks } from './services/list-timelocks.js';

/**
 * Balcão extension (not in Whaticket): the contacts a connection hit WhatsApp's 463 with, for the connections
 * screen. Here rather than in core because it names the contacts, which this plugin owns.
 */
export function timelockRoutes(router: Router<AppState>, channels: Channels) {
  route(
    router,
    {
      method: 'get',
      path: '/whatsapp/:id/timelocks',
      summary:
        "The contacts WhatsApp refused with 463 (reach-out timelock) on one of the company's connections, " +
        'and what WhatsApp said of its reach: the timelock with its end, the new-chat quota of the cycle',
      tags: ['whatsapp'],
      permission: 'connections:manage',
    },
    async (ctx) => {
      ctx.body = await listTimelocks(channels, ctx.state.user.companyId, idParam(ctx));
    },
  );
}
