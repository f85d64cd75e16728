/**
 * What the embedded table gets instead of localStorage (the embed build swaps it in for every
 * `globalThis.localStorage` in the web code): the host page's storage is the host's, so drafts and
 * "seen" marks live only as long as the page.
 */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

export const memoryStorage = new MemoryStorage();
