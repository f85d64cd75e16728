/** workerd's V8 inspector (Miniflare's inspectorPort): one session per isolate, commands as promises. */

interface Target {
  id: string;
  title: string;
  webSocketDebuggerUrl?: string;
}

export interface InspectorSession {
  send: <T>(method: string, params?: object) => Promise<T>;
  close: () => void;
}

/** The isolates workerd runs (Miniflare names ours "core:user:"; the others are its own). */
async function targetsOf(inspectorPort: number): Promise<Target[]> {
  return (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as Target[];
}

async function open(inspectorPort: number, target: Target): Promise<InspectorSession> {
  const socket = new WebSocket(target.webSocketDebuggerUrl ?? `ws://127.0.0.1:${inspectorPort}/${target.id}`);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let nextId = 1;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  return {
    send: <T>(method: string, params: object = {}) =>
      new Promise<T>((resolve) => {
        const id = nextId++;
        waiting.set(id, resolve as (result: unknown) => void);
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}

/** A session with the isolate whose title ends with `worker`. */
export async function inspect(inspectorPort: number, worker: string): Promise<InspectorSession> {
  const targets = await targetsOf(inspectorPort);
  const target = targets.find((t) => t.title.endsWith(worker));
  if (!target) throw new Error(`no inspector target for ${worker}: ${targets.map((t) => t.title).join(", ")}`);
  return open(inspectorPort, target);
}

/**
 * A full garbage collection in every isolate that is serving requests. V8 collects lazily: between
 * collections the process also holds the native memory of every request's garbage, which a leak
 * test must not count. An isolate reads its inspector only while it runs something, so one that
 * gets no requests (and so makes no garbage) is given up on after `patienceMs`.
 */
export async function collectGarbage(inspectorPort: number, patienceMs = 2000): Promise<void> {
  const sessions = await Promise.all((await targetsOf(inspectorPort)).map((target) => open(inspectorPort, target)));
  const patience = () => new Promise((resolve) => setTimeout(resolve, patienceMs));
  try {
    await Promise.all(sessions.map((session) => Promise.race([session.send("HeapProfiler.collectGarbage"), patience()])));
  } finally {
    for (const session of sessions) session.close();
  }
}
