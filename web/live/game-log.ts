import type { LoggedAction } from "../../protocol/types.js";

/**
 * The game's log as a page knows it (null: not come yet) with entries its socket brought: the whole
 * log on opening, each version's new entries after. Entries it holds already are skipped (a socket
 * opened again brings the whole log again). Null when they don't follow on from it: some were
 * missed, and the log is fetched whole.
 */
export function withEntries(log: LoggedAction[] | null, entries: readonly LoggedAction[]): LoggedAction[] | null {
  const last = log?.at(-1)?.seq ?? 0;
  const fresh = entries.filter((entry) => entry.seq > last);
  if (fresh.length > 0 && fresh[0].seq !== last + 1) return null;
  return log && fresh.length === 0 ? log : [...(log ?? []), ...fresh];
}
