/**
 * A small seeded PRNG (sfc32) whose whole state is four uint32s kept in the game state, so a game
 * is reproducible from (options, seed, actions). Only setup draws from it.
 */
export type RngState = [number, number, number, number];

/** Hashes a seed string into a PRNG state (cyrb128). */
export function rngFromSeed(seed: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const state: RngState = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  for (let i = 0; i < 12; i++) nextUint32(state);
  return state;
}

/** Advances the state in place and returns the next uint32. */
export function nextUint32(state: RngState): number {
  const a = state[0];
  const b = state[1];
  const c = state[2];
  const d = state[3];
  const t = (((a + b) | 0) + d) | 0;
  state[0] = (b ^ (b >>> 9)) >>> 0;
  state[1] = (c + (c << 3)) >>> 0;
  state[2] = (((c << 21) | (c >>> 11)) + t) >>> 0;
  state[3] = (d + 1) >>> 0;
  return t >>> 0;
}

/** A uniform integer in [0, n). */
export function randomInt(state: RngState, n: number): number {
  return Math.floor((nextUint32(state) / 4294967296) * n);
}

/** Fisher–Yates, in place. */
export function shuffleInPlace<T>(items: T[], state: RngState): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(state, i + 1);
    const swap = items[i];
    items[i] = items[j];
    items[j] = swap;
  }
  return items;
}
