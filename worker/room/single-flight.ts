/**
 * Runs `task` one at a time: a call while it runs asks for one more run after it (so what changed
 * meanwhile is seen), and every such call shares the current promise. The run clears itself in
 * `finally`, so a task that throws is run afresh by the next call, not answered with the old failure.
 */
export interface SingleFlight {
  run(): Promise<void>;
  /** Settles when no run is under way (at once when none is). */
  idle(): Promise<void>;
}

export function singleFlight(task: () => Promise<void>): SingleFlight {
  let running: Promise<void> | null = null;
  let again = false;
  return {
    run() {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        try {
          do {
            again = false;
            await task();
          } while (again);
        } finally {
          running = null;
        }
      })();
      return running;
    },
    idle() {
      return (running ?? Promise.resolve()).then(
        () => undefined,
        () => undefined,
      );
    },
  };
}
