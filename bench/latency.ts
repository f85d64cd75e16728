/** Latency figures of the benchmarks: quantiles of samples in milliseconds. */

/** The sample at quantile `q` (0–1) of `sorted`, ascending. */
export function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

export function p99(latencies: number[]): number {
  return quantile([...latencies].sort((a, b) => a - b), 0.99);
}

/** "p50 …, p99 …, max …" of the samples. */
export function percentiles(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `p50 ${quantile(sorted, 0.5).toFixed(1)} ms, p99 ${quantile(sorted, 0.99).toFixed(1)} ms, max ${quantile(sorted, 1).toFixed(1)} ms`;
}
