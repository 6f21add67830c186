/**
 * A closed-loop HTTP load generator in its own process (so it shares no event loop with the
 * servers it measures): undici Pool, `connections` keep-alive connections, pipelining 1,
 * one request in flight per connection. Driven over IPC:
 *
 *   parent -> { type: 'run', url, path, headers, connections, warmupMs, durationMs, expectStatus, expectBytes }
 *             `warmupMs` of load (not counted), then `durationMs` measured: requests
 *             completed, latency (request sent to body read) of each
 *   child  -> { type: 'done', requests, seconds, perSecond, p50, p99, max, cpuMs, errors }
 *             cpuMs: this process's CPU time (user + system) in the measured window, to
 *             show when the load generator itself was the limit
 *   parent -> { type: 'close' }
 */
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

function quantile(sorted, q) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
}

async function run({ url, path, headers, connections, warmupMs, durationMs, expectStatus = 200, expectBytes }) {
  const pool = new Pool(url, { connections, pipelining: 1, keepAliveTimeout: 60_000 });
  let latencies = new Float64Array(1 << 16);
  let n = 0;
  let errors = 0;
  let firstError;
  let measuring = false;
  let stopping = false;
  const worker = async () => {
    while (!stopping) {
      const t0 = performance.now();
      try {
        const res = await pool.request({ method: 'GET', path, headers });
        const body = await res.body.arrayBuffer();
        if (res.statusCode !== expectStatus || (expectBytes !== undefined && body.byteLength !== expectBytes)) {
          throw new Error(`answered ${res.statusCode} with ${body.byteLength} bytes`);
        }
      } catch (err) {
        errors++;
        firstError ??= String(err?.message ?? err);
        continue;
      }
      if (measuring) {
        if (n === latencies.length) {
          const grown = new Float64Array(latencies.length * 2);
          grown.set(latencies);
          latencies = grown;
        }
        latencies[n++] = performance.now() - t0;
      }
    }
  };
  const workers = Array.from({ length: connections }, worker);
  await new Promise((resolve) => setTimeout(resolve, warmupMs));
  const errorsBefore = errors;
  measuring = true;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await new Promise((resolve) => setTimeout(resolve, durationMs));
  measuring = false;
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  stopping = true;
  await Promise.all(workers);
  await pool.close();
  const sorted = latencies.subarray(0, n).sort();
  process.send({
    type: 'done',
    requests: n,
    seconds,
    perSecond: n / seconds,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted[n - 1] ?? NaN,
    cpuMs: (cpu.user + cpu.system) / 1000,
    errors: errors - errorsBefore,
    firstError,
  });
}

process.on('message', (msg) => {
  if (msg.type === 'run') {
    run(msg).catch((err) => {
      process.send({ type: 'error', message: String(err?.stack ?? err) });
      process.exit(1);
    });
  } else if (msg.type === 'close') {
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
