import DataLoader from "dataloader";

/**
 * Requests that reach the same query in one turn of the event loop share one database round trip.
 * Under load that turns thousands of tiny statements a second into a few hundred bigger ones; alone, a
 * request waits for nothing but its own query. Nothing is cached: every answer comes from the database.
 */
export function batchLoader<K, V>(
  load: (keys: readonly K[]) => Promise<(V | Error)[]>,
  {
    soon = false,
  }: {
    /**
     * Only what one piece of code asks together shares the statement (the promises it settles, not the
     * event loop's turn): the statement then goes before writes that code queued meanwhile.
     */
    soon?: boolean;
  } = {},
) {
  return new DataLoader<K, V>(load, {
    cache: false,
    // Far below PostgreSQL's 65,535 parameters per statement, whatever the query.
    maxBatchSize: 1000,
    ...(soon ? {} : { batchScheduleFn: (dispatch: () => void) => setImmediate(dispatch) }),
  });
}
