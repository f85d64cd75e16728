/** The workerd process a benchmark started (Linux /proc): its CPU time and memory, read from outside. */
import { readFileSync, readdirSync } from "node:fs";

export interface ProcessUsage {
  /** CPU time used so far (user + system), in ms: to the microsecond where the scheduler says (threadsRunMs), else in 10 ms ticks. */
  cpuMs: number;
  /** Of which in the kernel (system calls: sockets, files, disk syncs), in ms. */
  systemMs: number;
  /** Resident memory, in MB. */
  rssMb: number;
}

/** The workerd process among this process's descendants (Miniflare spawns it), or null off Linux. */
export function findWorkerd(root = process.pid): number | null {
  return workerdProcesses(root)[0] ?? null;
}

/** Starts a service (a Miniflare) and names the workerd process it spawned, beside any already running. */
export async function startedWorkerd<Service>(start: () => Promise<Service>): Promise<{ service: Service; workerd: number }> {
  const running = new Set(workerdProcesses());
  const service = await start();
  const workerd = workerdProcesses().find((pid) => !running.has(pid));
  if (workerd === undefined) throw new Error("the service's workerd process is not readable here (Linux /proc)");
  return { service, workerd };
}

export function usageOf(pid: number): ProcessUsage {
  // Fields after the command's closing parenthesis: state is 3rd, utime 14th, stime 15th (man proc).
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(")").pop()!.trim().split(" ");
  const [user, system] = [Number(fields[11]), Number(fields[12])];
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return { cpuMs: threadsRunMs(pid) ?? ((user + system) * 1000) / 100, systemMs: (system * 1000) / 100, rssMb: rss ? Number(rss[1]) / 1024 : 0 };
}

/**
 * The time the scheduler ran the process's threads, in ms to the microsecond (Linux's
 * /proc/<pid>/task/<tid>/sched), or null where it doesn't say. /proc/<pid>/stat counts 10 ms
 * ticks, too coarse for one request's few milliseconds. A thread that has exited is no longer
 * counted; workerd's threads live as long as it does.
 */
function threadsRunMs(pid: number): number | null {
  try {
    let ms = 0;
    for (const thread of readdirSync(`/proc/${pid}/task`)) {
      const runtime = /^se\.sum_exec_runtime\s*:\s*([\d.]+)/m.exec(readFileSync(`/proc/${pid}/task/${thread}/sched`, "utf8"));
      if (!runtime) return null;
      ms += Number(runtime[1]);
    }
    return ms;
  } catch {
    return null;
  }
}

function parentOf(pid: number): number | null {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(")").pop()!.trim().split(" ")[1]);
  } catch {
    return null;
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return "";
  }
}

/** Every workerd process among this process's descendants (each Miniflare spawns one). */
function workerdProcesses(root = process.pid): number[] {
  let pids: number[];
  try {
    pids = readdirSync("/proc")
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return [];
  }
  const descends = (pid: number): boolean => {
    for (let at: number | null = parentOf(pid); at !== null && at > 1; at = parentOf(at)) if (at === root) return true;
    return false;
  };
  return pids.filter((pid) => commandOf(pid) === "workerd" && descends(pid));
}
