import type { EgressFetch } from '@balcao/core';
import type { Runner, RunnerInput, RunnerResult } from './runner.js';
import { replyActions, type TypebotReply } from './typebot-reply.js';

const TIMEOUT_MS = 15_000;

/**
 * A typebot (typebot.io or self-hosted) through its HTTP API v1: `POST {url}/api/v1/typebots/{slug}/startChat`
 * opens a session (the contact's number and name as prefilled variables), `POST
 * {url}/api/v1/sessions/{sessionId}/continueChat` answers it. State: `{ sessionId }`; an empty state starts over.
 * The finish keyword ends the bot, the restart keyword empties the session and sends the restart message.
 * Every call goes through the egress guard (`fetch`): the typebot's URL is the tenant's.
 */
export const typebotRunner = (fetch: EgressFetch): Runner => ({
  async run({ integration: cfg, contact, message, session }: RunnerInput): Promise<RunnerResult> {
    const body = message.body.trim();
    const said = (keyword: string | null) => Boolean(keyword?.trim()) && same(body, keyword!);
    if (said(cfg.typebotKeywordFinish)) return { actions: [{ type: 'end' }], state: {} };
    if (said(cfg.typebotKeywordRestart)) {
      const restart = cfg.typebotRestartMessage?.trim();
      return { actions: restart ? [{ type: 'text', body: restart }] : [], state: {} };
    }
    const base = (cfg.urlN8N ?? '').replace(/\/+$/, '');
    const start = async () => {
      const slug = encodeURIComponent(cfg.typebotSlug ?? '');
      const reply = await post(fetch, `${base}/api/v1/typebots/${slug}/startChat`, {
        prefilledVariables: { number: contact.number, pushName: contact.name },
      });
      if (!reply.sessionId) throw new Error('typebot startChat answered no sessionId');
      // the opening message only triggered the bot; a flow that starts with an input takes it as the answer
      if (!(reply.messages ?? []).length && body)
        return { ...(await proceed(reply.sessionId)), sessionId: reply.sessionId };
      return reply;
    };
    const proceed = (sessionId: string) =>
      post(fetch, `${base}/api/v1/sessions/${encodeURIComponent(sessionId)}/continueChat`, {
        message: body,
      });

    const sessionId = typeof session.state.sessionId === 'string' ? session.state.sessionId : null;
    let reply: TypebotReply;
    if (!sessionId) reply = await start();
    else {
      reply = await proceed(sessionId).catch((err: unknown) => {
        // typebot forgot the session (its own expiry, a redeploy): start a new one
        if ((err as { status?: number }).status === 404) return start();
        throw err;
      });
    }
    return { actions: replyActions(reply, cfg), state: { sessionId: reply.sessionId ?? sessionId } };
  },
});

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

async function post(fetch: EgressFetch, url: string, json: unknown): Promise<TypebotReply> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(json),
    timeoutMs: TIMEOUT_MS,
    maxBytes: 1024 * 1024,
  });
  if (!res.ok)
    throw Object.assign(new Error(`typebot ${new URL(url).pathname} answered ${res.status}`), {
      status: res.status,
    });
  return (await res.json()) as TypebotReply;
}
