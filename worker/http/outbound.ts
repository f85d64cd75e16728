/**
 * How the Worker calls a third party to deliver something (a push service, a mail provider). Each
 * call gives up after its timeout, well inside the outbox's lease (LEASE_MS, two minutes), so a
 * delivery that hangs is over before its row can be claimed again: a lease never opens a second
 * connection beside one still hanging. A redirect is answered as it is, a failure, never followed:
 * the address we chose to call is the only one we call.
 */
export const PUSH_TIMEOUT_MS = 10_000;
export const MAIL_TIMEOUT_MS = 15_000;

export function deliveryInit(timeoutMs: number): Pick<RequestInit, "signal" | "redirect"> {
  return { signal: AbortSignal.timeout(timeoutMs), redirect: "manual" };
}

export function isRedirect(response: Response): boolean {
  return response.status >= 300 && response.status < 400;
}

/** A call that can't be aborted (a binding's): waited for at most `timeoutMs`, then failed (its answer, if it comes, is ignored). */
export async function withTimeout<T>(call: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    return await Promise.race([call, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
