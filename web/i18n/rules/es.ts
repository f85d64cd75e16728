export const es: Record<string, string> = {};
