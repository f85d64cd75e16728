/**
 * Runs `work` on every item, at most `limit` at a time, so one that hangs holds one place and the
 * rest go on past it. Every item is tried, unless `until` (a `performance.now()` time) has come:
 * then no more are begun, and those left wait for the next run. An error is thrown (the first)
 * only once all begun are done.
 */
export async function eachBounded<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>, until = Infinity): Promise<void> {
  let next = 0;
  const errors: unknown[] = [];
  const worker = async () => {
    while (next < items.length && performance.now() < until) {
      const item = items[next++];
      try {
        await work(item);
      } catch (error) {
        errors.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (errors.length > 0) throw errors[0];
}
