/**
 * What changed between two JSON values, as a list of edits, and the edits applied: the room sends a
 * socket the edits from the snapshot it last pushed to the next (a move changes a few fields of a
 * snapshot of several kilobytes), and the page applies them to the snapshot it shows. Arrays whose
 * length changed are sent whole; everything else down to the changed fields.
 */

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** [path, value]: set the value at the path; [path]: remove the key at the path. */
export type JsonEdit = [path: (string | number)[], value: JsonValue] | [path: (string | number)[]];

export function diffJson(before: unknown, after: unknown): JsonEdit[] {
  const edits: JsonEdit[] = [];
  collect(before as JsonValue, after as JsonValue, [], edits);
  return edits;
}

/** Walks both values with one path (copied only into an edit): a snapshot has hundreds of nodes and a move changes a few. */
function collect(before: JsonValue, after: JsonValue, path: (string | number)[], edits: JsonEdit[]): void {
  if (before === after) return;
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length) {
      edits.push([[...path], after]);
      return;
    }
    for (let i = 0; i < after.length; i++) {
      if (before[i] === after[i]) continue;
      path.push(i);
      collect(before[i], after[i], path, edits);
      path.pop();
    }
    return;
  }
  if (isObject(before) && isObject(after)) {
    for (const key in after) {
      const next = after[key];
      if (next === undefined) continue;
      const previous = before[key];
      if (previous === next) continue;
      path.push(key);
      if (previous === undefined) edits.push([[...path], next]);
      else collect(previous, next, path, edits);
      path.pop();
    }
    for (const key in before) {
      if (before[key] !== undefined && after[key] === undefined) edits.push([[...path, key]]);
    }
    return;
  }
  edits.push([[...path], after === undefined ? null : after]);
}

/**
 * The value with the edits applied; `value` itself is left as it was (what changed is copied, the
 * rest shared), so a page sees a new snapshot object.
 */
export function applyJsonEdits<T>(value: T, edits: readonly JsonEdit[]): T {
  let result = value as unknown as JsonValue;
  for (const edit of edits) result = applyEdit(result, edit[0], 0, edit.length === 2 ? { value: edit[1] } : null);
  return result as unknown as T;
}

function applyEdit(node: JsonValue, path: (string | number)[], at: number, set: { value: JsonValue } | null): JsonValue {
  if (at === path.length) return set ? set.value : node;
  const key = path[at];
  if (Array.isArray(node)) {
    const copy = [...node];
    copy[key as number] = applyEdit(node[key as number], path, at + 1, set);
    return copy;
  }
  if (!isObject(node)) throw new Error(`No such path in the value: ${path.join(".")}`);
  const copy = { ...node };
  if (at === path.length - 1 && !set) delete copy[key];
  else copy[key] = applyEdit(node[key], path, at + 1, set);
  return copy;
}

function isObject(value: JsonValue | undefined): value is { [key: string]: JsonValue } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
