import { addArea, t } from "../i18n/index.js";
import { ratingsStrings } from "../i18n/ratings/index.js";
import type { PoolId } from "../../protocol/ratings.js";
import type { Key } from "../i18n/keys.js";

/** What the profile and standings pages say of ratings, in the reader's language (their strings come with these pages). */

addArea(ratingsStrings);

/** "Coffee Rush: Winter, 3–4 players". */
export function poolName(pool: PoolId): string {
  const [edition, group] = [pool.slice(0, pool.indexOf("-")), pool.slice(pool.indexOf("-") + 1)];
  return t("ratings.pool", { edition: t(`create.edition.${edition}` as Key), group: t(`ratings.group.${group}` as Key) });
}

/** "1340 ± 212". */
export function ratingText(rating: { rating: number; uncertainty: number }): string {
  return t("ratings.rating", { rating: rating.rating, uncertainty: rating.uncertainty });
}
