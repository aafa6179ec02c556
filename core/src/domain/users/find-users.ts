import { scoped } from '../../db/tenant-model.js';
import { User } from './user-model.js';

const PAGE_SIZE = 20;

/** One page of a company's users, searched by name or e-mail (case-insensitive on both engines). */
export async function findUsers(
  companyId: number,
  { searchParam, pageNumber }: { searchParam: string; pageNumber: number },
) {
  const term = `%${searchParam.trim().toLowerCase()}%`;
  const base = () => {
    const q = scoped(User, companyId);
    if (searchParam.trim())
      q.where((w) =>
        w.whereRaw('LOWER(users.name) LIKE ?', [term]).orWhereRaw('LOWER(users.email) LIKE ?', [term]),
      );
    return q;
  };
  const [{ count }] = (await base().count({ count: '*' })) as unknown as [{ count: number | string }];
  const users = await base()
    .withGraphFetched('queues')
    .orderBy('users.name')
    .limit(PAGE_SIZE)
    .offset((pageNumber - 1) * PAGE_SIZE);
  const total = Number(count);
  return { users, count: total, hasMore: total > pageNumber * PAGE_SIZE };
}
