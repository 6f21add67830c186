/** Child processes driven over IPC: fork, wait for a message of a type, stop. */
import { fork } from 'node:child_process';

/**
 * Forks `file` with an IPC channel. Every message is kept until a `next(type)` takes it,
 * so no message is lost between awaits. A child that exits early or reports
 * `{ type: 'error' }` rejects the pending and every later `next()`.
 */
export function spawnChild(file, { args = [], execArgv = [], env = process.env } = {}) {
  const child = fork(file, args, { execArgv, env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const inbox = [];
  const waiters = [];
  let failure;
  const fail = (err) => {
    if (failure) return;
    failure = err;
    for (const w of waiters.splice(0)) w.reject(err);
  };
  child.on('message', (msg) => {
    if (msg?.type === 'error') {
      fail(new Error(`${file}: ${msg.message}`));
      return;
    }
    const i = waiters.findIndex((w) => w.type === msg?.type);
    if (i >= 0) waiters.splice(i, 1)[0].resolve(msg);
    else inbox.push(msg);
  });
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      fail(new Error(`${file} exited (${signal ?? `code ${code}`}) before answering`));
      resolve();
    });
  });
  return {
    child,
    send(msg) {
      child.send(msg);
    },
    /** The next message of `type`; rejects after `timeoutMs`. */
    next(type, timeoutMs = 120_000) {
      const i = inbox.findIndex((m) => m?.type === type);
      if (i >= 0) return Promise.resolve(inbox.splice(i, 1)[0]);
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const j = waiters.indexOf(entry);
          if (j >= 0) waiters.splice(j, 1);
          reject(new Error(`${file}: no '${type}' message within ${timeoutMs} ms`));
        }, timeoutMs);
        const entry = {
          type,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
          reject: (e) => {
            clearTimeout(timer);
            reject(e);
          },
        };
        waiters.push(entry);
      });
    },
    /** Asks the child to close (`{ type: 'close' }`), kills it if it does not exit. */
    async stop(timeoutMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        child.send({ type: 'close' });
      } catch {
        // channel already closed
      }
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
