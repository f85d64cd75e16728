export const ko: Record<string, string> = {};
