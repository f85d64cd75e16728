export const fr: Record<string, string> = {};
