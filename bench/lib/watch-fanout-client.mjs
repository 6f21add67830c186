/**
 * The watchers of the fan-out measurement (bench/server.mjs, issue 14), in their own process:
 * `watchers` HTTP/1.1 JSON watch streams on one namespace's LeaseCandidates, each its own TCP
 * connection. The client is deliberately thin (plain sockets, no JSON.parse): per received
 * chunk it takes the time once and finds the write time in each event by searching for the
 * WRITTEN_AT annotation in the bytes. (Reading 1,000 sockets still costs it most of a core at
 * ~60,000 events/s on the 2-core machine: the suite reports its CPU.) Driven over IPC:
 *
 *   parent -> { type: 'open', url, namespace, watchers, expected }
 *             read the list's resourceVersion, open the watches from it (so no initial
 *             events), wait for every 200 response head
 *   child  -> { type: 'opened', watchers, resourceVersion }
 *
 *   parent -> { type: 'collect', timeoutMs }   (after the server wrote everything)
 *             wait until every watcher has `expected` events (or timeoutMs passed)
 *   child  -> { type: 'collected', received, expected, closedEarly, p50, p99, max, cpuMs }
 *             latencies: receive time - write time, ms, over every (watcher, event)
 *
 *   parent -> { type: 'close' }
 */
import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';

const MARK_BYTES = Buffer.from('"bench.cluster.io/written-at":"', 'latin1');
const HEAD_END = Buffer.from('\r\n\r\n', 'latin1');
const nowEpoch = () => performance.timeOrigin + performance.now();

let sockets = [];
let latencies;
let received = 0;
let expectedTotal = 0;
let closedEarly = 0;
let cpu0;

function quantile(sorted, q) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
}

/** One watch: resolves once its response head (status 200) has arrived. */
function openWatch(host, port, path) {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port, noDelay: true });
    let head = true;
    let tail; // bytes after the last newline received (a line cut by the read), copied
    let done = false;
    socket.on('connect', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nAccept: application/json\r\nUser-Agent: ctl-bench-fanout\r\n\r\n`);
    });
    socket.on('data', (chunk) => {
      const t = nowEpoch();
      let b = tail === undefined ? chunk : Buffer.concat([tail, chunk]);
      tail = undefined;
      if (head) {
        const end = b.indexOf(HEAD_END);
        if (end < 0) {
          tail = Buffer.from(b);
          return;
        }
        if (b.latin1Slice(0, 12) !== 'HTTP/1.1 200') {
          reject(new Error(`watch answered ${b.latin1Slice(0, b.indexOf(0x0d))}`));
          socket.destroy();
          return;
        }
        head = false;
        resolve(socket);
        b = b.subarray(end + 4);
      }
      // Every event is one line inside one HTTP chunk, so a mark and its value are complete
      // before the last newline; what follows it waits for the next read.
      const complete = b.lastIndexOf(0x0a) + 1;
      if (complete < b.length) tail = Buffer.from(b.subarray(complete));
      let pos = 0;
      for (;;) {
        const i = b.indexOf(MARK_BYTES, pos);
        if (i < 0 || i >= complete) break;
        const v = i + MARK_BYTES.length;
        const q = b.indexOf(0x22, v);
        if (received < latencies.length) latencies[received] = t - Number(b.latin1Slice(v, q));
        received++;
        pos = q + 1;
      }
    });
    socket.on('error', (err) => {
      if (head) reject(err);
    });
    socket.on('close', () => {
      if (!done && !head) closedEarly++;
    });
    socket.markDone = () => {
      done = true;
    };
  });
}

async function open({ url, namespace, watchers, expected }) {
  const base = `/apis/coordination.cluster.io/v1beta1/namespaces/${namespace}/leasecandidates`;
  const list = await (await fetch(`${url}${base}?limit=1`)).json();
  const rv = list.metadata.resourceVersion;
  const { hostname, port } = new URL(url);
  expectedTotal = watchers * expected;
  latencies = new Float64Array(expectedTotal);
  const path = `${base}?watch=1&resourceVersion=${rv}`;
  // Open in batches, so the server's listen backlog never overflows.
  for (let i = 0; i < watchers; i += 50) {
    const batch = [];
    for (let j = i; j < Math.min(watchers, i + 50); j++) batch.push(openWatch(hostname, Number(port), path));
    sockets.push(...(await Promise.all(batch)));
  }
  cpu0 = process.cpuUsage();
  process.send({ type: 'opened', watchers: sockets.length, resourceVersion: rv });
}

async function collect({ timeoutMs }) {
  const deadline = performance.now() + timeoutMs;
  while (received < expectedTotal && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  const cpu = process.cpuUsage(cpu0);
  for (const s of sockets) s.markDone();
  const n = Math.min(received, expectedTotal);
  const sorted = latencies.subarray(0, n).sort();
  process.send({
    type: 'collected',
    received,
    expected: expectedTotal,
    closedEarly,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted[n - 1] ?? NaN,
    cpuMs: (cpu.user + cpu.system) / 1000,
  });
}

process.on('message', (msg) => {
  const run = async () => {
    switch (msg.type) {
      case 'open':
        return open(msg);
      case 'collect':
        return collect(msg);
      case 'close':
        for (const s of sockets) {
          s.markDone();
          s.destroy();
        }
        process.exit(0);
    }
  };
  run().catch((err) => {
    process.send({ type: 'error', message: String(err?.stack ?? err) });
    process.exit(1);
  });
});
process.on('disconnect', () => process.exit(0));
