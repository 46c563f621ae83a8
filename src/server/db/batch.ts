import DataLoader from "dataloader";

/**
 * Requests that reach the same query while it is busy share one database round trip. A batch goes out
 * at the end of the event loop's turn, or, while this query's previous batch is still in the database,
 * as soon as that one is back: under load batches grow with the load instead of splitting it into many
 * small statements, whose fixed cost (on both sides of the connection) was most of the work; alone, a
 * request waits for nothing but its own query. Nothing is cached: every answer comes from the database.
 */
export function batchLoader<K, V>(load: (keys: readonly K[]) => Promise<(V | Error)[]>) {
  let inFlight: Promise<unknown> | undefined;
  return new DataLoader<K, V>(
    (keys) => {
      const batch = load(keys);
      inFlight = batch;
      const done = () => {
        if (inFlight === batch) inFlight = undefined;
      };
      batch.then(done, done);
      return batch;
    },
    {
      cache: false,
      // Far below PostgreSQL's 65,535 parameters per statement, whatever the query.
      maxBatchSize: 1000,
      batchScheduleFn: (dispatch) => {
        if (inFlight) inFlight.then(dispatch, dispatch);
        else setImmediate(dispatch);
      },
    },
  );
}
