/**
 * A CPU profile of the Worker's isolate (the Worker and its Durable Objects run in one) through
 * workerd's V8 inspector, summed by function: where the server's time goes during a benchmark.
 */
import { writeFileSync } from "node:fs";
import { inspect } from "./inspector.js";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface Profiler {
  stop: (file: string) => Promise<string>;
}

/** Starts sampling the isolate whose inspector title ends with `worker` (Miniflare names ours "core:user:"). */
export async function startProfiler(inspectorPort: number, worker: string): Promise<Profiler> {
  const { send, close } = await inspect(inspectorPort, worker);
  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: 200 });
  await send("Profiler.start");
  return {
    async stop(file) {
      const { profile } = await send<{ profile: Profile }>("Profiler.stop");
      close();
      writeFileSync(file, JSON.stringify(profile));
      return summarise(profile);
    },
  };
}

/** Self time by function, and inclusive time of the functions that matter, as a table. */
function summarise(profile: Profile): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const label = (node: ProfileNode) => {
    const file = node.callFrame.url.split("/").pop() || "(native)";
    return `${node.callFrame.functionName || "(anonymous)"} ${file}:${node.callFrame.lineNumber + 1}`;
  };
  const selfBy = new Map<string, number>();
  const inclusiveBy = new Map<string, number>();
  for (const [id, time] of self) {
    const node = byId.get(id)!;
    selfBy.set(label(node), (selfBy.get(label(node)) ?? 0) + time);
    // Each function on the sample's stack once (recursion counted once).
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = label(byId.get(at)!);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusiveBy.set(name, (inclusiveBy.get(name) ?? 0) + time);
    }
  }
  const table = (entries: Map<string, number>, n: number) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, time]) => `  ${((100 * time) / total).toFixed(1).padStart(5)} %  ${name}`)
      .join("\n");
  return `CPU profile: ${(total / 1000).toFixed(0)} ms sampled\nself time:\n${table(selfBy, 30)}\ninclusive time:\n${table(inclusiveBy, 40)}`;
}
