import type { StatsRepository } from './repository.ts';

type IdList = StatsRepository['productIds'];

/** Ids only ({_id}): the lists expose no name, email or listing. */
const asIds =
  (list: IdList) =>
  async (page: Parameters<IdList>[0]): Promise<{ _id: string }[]> =>
    (await list(page)).map((row) => ({ _id: row.id }));

/** The home page statistics: totals, and the id lists the original API served. */
export function statsService(repository: StatsRepository) {
  return {
    totals: () => repository.totals(),
    productIds: asIds(repository.productIds),
    userIds: asIds(repository.userIds),
    soldIds: asIds(repository.soldIds),
  };
}
export type StatsService = ReturnType<typeof statsService>;
