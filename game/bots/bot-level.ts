/** The bot levels a seat can be given. No imports: the API schemas and the web bundle use it too. */
export const BOT_LEVELS = ["random", "easy", "medium", "hard"] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export function isBotLevel(value: unknown): value is BotLevel {
  return typeof value === "string" && (BOT_LEVELS as readonly string[]).includes(value);
}
