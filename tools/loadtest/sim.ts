import { untilFound } from '@balcao/core/testing';

/** The owner's simulator, over its HTTP control API (GET/POST /sim/..., loopback only, outside production). */
export async function simConnections(
  url: string,
): Promise<Array<{ connectionId: string; connected: boolean }>> {
  const res = await fetch(`${url}/sim/connections`);
  if (!res.ok) throw new Error(`GET /sim/connections on ${url}: ${res.status}`);
  return (await res.json()) as Array<{ connectionId: string; connected: boolean }>;
}

/** index of the process whose simulator runs `connectionId` connected, if any */
export async function ownerOf(urls: string[], connectionId: number): Promise<number | undefined> {
  for (const [i, url] of urls.entries())
    if ((await simConnections(url)).some((c) => Number(c.connectionId) === connectionId && c.connected))
      return i;
  return undefined;
}

/** waits for a process to run `connectionId` and gives its index */
export const waitForOwner = (urls: string[], connectionId: number, ms = 30_000): Promise<number> =>
  untilFound(`a process to run connection ${connectionId}`, () => ownerOf(urls, connectionId), ms, 100);

/** a contact writes `body` to the connection, on the process that runs it */
export async function contactSends(url: string, connectionId: number, number: string, body: string) {
  const res = await fetch(`${url}/sim/connections/${connectionId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from: { number, name: `Contato ${number.slice(-3)}` }, type: 'text', body }),
  });
  if (res.status !== 201) throw new Error(`sim send on ${url}: ${res.status} ${await res.text()}`);
}
