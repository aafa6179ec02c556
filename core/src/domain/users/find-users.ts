import { tenant } from '../../db/tenant-db.js';
import { pageOf } from '../../db/page-of.js';
import { User } from './user-model.js';

const PAGE_SIZE = 20;

/** One page of a company's users, searched by name or e-mail (case-insensitive on both engines). */
export async function findUsers(
  companyId: number,
  { searchParam, pageNumber }: { searchParam: string; pageNumber: number },
) {
  const term = `%${searchParam.trim().toLowerCase()}%`;
  const base = () => {
    const q = tenant(companyId)(User);
    if (searchParam.trim())
      q.where((w) =>
        w.whereRaw('LOWER(users.name) LIKE ?', [term]).orWhereRaw('LOWER(users.email) LIKE ?', [term]),
      );
    return q;
  };
  const { rows, count, hasMore } = await pageOf(base, pageNumber, PAGE_SIZE, (q) =>
    q.withGraphFetched('queues').orderBy('users.name'),
  );
  return { users: rows, count, hasMore };
}
