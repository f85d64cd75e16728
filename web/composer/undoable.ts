/**
 * A value with the earlier values it replaced, so every step of a composer can be undone (and the
 * whole history survives a page reload, being plain JSON).
 */
export interface Undoable<T> {
  readonly current: T;
  readonly earlier: readonly T[];
}

export function startWith<T>(value: T): Undoable<T> {
  return { current: value, earlier: [] };
}

export function advance<T>(history: Undoable<T>, next: T): Undoable<T> {
  return { current: next, earlier: [...history.earlier, history.current] };
}

/** The value before the last change; unchanged when there is nothing to undo. */
export function undo<T>(history: Undoable<T>): Undoable<T> {
  if (history.earlier.length === 0) return history;
  return { current: history.earlier[history.earlier.length - 1], earlier: history.earlier.slice(0, -1) };
}

export function canUndo(history: Undoable<unknown>): boolean {
  return history.earlier.length > 0;
}

/** Whether stored JSON (from localStorage: anything) has the shape of an Undoable. */
export function isUndoable(stored: unknown): stored is Undoable<unknown> {
  if (typeof stored !== "object" || stored === null) return false;
  const { current, earlier } = stored as Partial<Undoable<unknown>>;
  return current !== undefined && Array.isArray(earlier);
}
