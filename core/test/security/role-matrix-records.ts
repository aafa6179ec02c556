import type { Role, TenantKernel } from '../support/index.js';

/** The callers of the role matrix: company A's three profiles, the platform's super user, company B's admin. */
export type MatrixRole = Exclude<Role, 'attendantB'>;

/** an id no record has: an allowed caller gets past the permission check to a 404 (or a 400) */
const missing = 999_999;

/**
 * Company A's records the matrix addresses (a campaign, a contact list and one of its items, a tag, a file
 * list), written straight to their tables, and the path parameters of each route: A's record where the route is
 * about one of these, otherwise an id nobody has, so the calls of allowed callers change nothing.
 */
export async function rolePaths(k: TenantKernel<MatrixRole>) {
  const db = k.t.kernel.knex;
  const companyId = k.seed.a.id;
  const now = { companyId, createdAt: new Date(), updatedAt: new Date() };
  const [campaignId] = await db('campaigns').insert({ name: 'Campanha A', status: 'INATIVA', ...now });
  const [contactListId] = await db('contactLists').insert({ name: 'Lista A', ...now });
  const [itemId] = await db('contactListItems').insert({
    contactListId,
    name: 'Pessoa A',
    number: '5511912345678',
    ...now,
  });
  const [tagId] = await db('tags').insert({ name: 'Etiqueta A', ...now });
  const [fileListId] = await db('files').insert({ name: 'Arquivos A', message: 'Segue', ...now });
  const ofA: Array<[prefix: string, id: number]> = [
    ['/campaigns/', Number(campaignId)],
    ['/contact-lists/', Number(contactListId)],
    ['/contact-list-items/', Number(itemId)],
    ['/tags/', Number(tagId)],
    // /files/:id and /files/uploadList/:id
    ['/files/', Number(fileListId)],
  ];
  const recordOf = (path: string) => ofA.find(([prefix]) => path.startsWith(prefix))?.[1];
  return {
    addressesA: (path: string) => recordOf(path) !== undefined,
    params: (path: string): Record<string, string | number> => ({
      id: recordOf(path) ?? missing,
      queueId: missing,
      key: 'userRating',
    }),
  };
}
