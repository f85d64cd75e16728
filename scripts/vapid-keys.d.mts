/** Types for vapid-keys.mjs (a plain script, so that `npm start` runs it with Node alone). */
export function generateVapidKeys(): Promise<{ publicKey: string; privateKey: string }>;
