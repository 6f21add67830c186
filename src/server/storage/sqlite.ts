/**
 * The durable Storage backend: one SQLite database (through libsql, whose binary ships as
 * a registry package) in a data directory, in WAL mode with `synchronous=FULL`, so every
 * acknowledged write has been fsync'd.
 *
 * Layout (schema version in `meta`):
 * - `log`: one row per revision (create, update or delete), the MVCC history and the watch
 *   history at once. `revision` is an AUTOINCREMENT key, so revisions never repeat or go
 *   backwards, even after compaction removed every row. A delete row carries the deleted
 *   value (the event's kv); `prev_revision` points at the row it replaced.
 * - `live`: the latest value of every live key, for reads at the current revision.
 * - Keys are stored as TEXT in a UTF-8 database with the BINARY collation, which SQLite
 *   compares with memcmp on the UTF-8 bytes: the contract's byte order (key-order.ts).
 *   (Keys are TEXT rather than BLOB also because libsql 0.5 aborts the process when a
 *   Buffer is bound as a query parameter of `get`/`all`; values are only bound in writes.)
 *
 * Writes and group commit: a write runs its statements at once in an open write
 * transaction (so preconditions see every earlier write, committed or not), and its promise
 * settles when that transaction commits: the writes made until the commit runs (the next
 * event-loop turn with one writer at a time, up to GROUP_COMMIT_WINDOW_MS later when several
 * write concurrently) share one commit and one fsync. Commit order is call order. Reads use a second connection,
 * which sees committed data only, and `currentRevision()` is the last committed revision, so
 * nothing a reader sees can be lost in a crash. Events are delivered at commit, in revision
 * order, before the writes' promises settle.
 *
 * The data directory is locked (a `LOCK` file with the owner's pid) so that two processes
 * never write one database; a lock left by a dead process is taken over.
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'libsql';
import { compareKeys, isWellFormedKey } from './key-order.js';
import {
  StorageError,
  type KeyValue,
  type ListOptions,
  type ListResult,
  type Storage,
  type StorageEvent,
  type StorageWatch,
  type WatchOptions,
} from './storage.js';
import { checkCompactRevision, checkLimit, checkWatchStart, copyValue, readRevision } from './revision-checks.js';
import { WatchHub } from './watch-hub.js';

/** Bumped whenever the on-disk layout changes; another value is refused, never misread. */
export const SQLITE_SCHEMA_VERSION = 1;
export const SQLITE_DATABASE_FILE = 'state.db';

export interface SqliteStorageOptions {
  /** Directory holding the database; created if absent. */
  readonly dataDir: string;
}

type Db = InstanceType<typeof Database>;

/** The part of a prepared statement this backend uses (libsql's typings bind a fixed tuple). */
interface Statement {
  run(...params: unknown[]): unknown;
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
}

function prepare(db: Db, sql: string): Statement {
  return db.prepare(sql) as unknown as Statement;
}

const CREATE = 0;
const UPDATE = 1;
const DELETE = 2;

interface LogRow {
  revision: number;
  key: Uint8Array | ArrayBuffer | null;
  type: number;
  create_revision: number;
  prev_revision: number;
  value: Uint8Array | ArrayBuffer | null;
}

interface LiveRow {
  key: Uint8Array | ArrayBuffer | null;
  create_revision: number;
  mod_revision: number;
  value: Uint8Array | ArrayBuffer | null;
}

/**
 * Longest a write waits for others to share its commit when the store is busy (a commit
 * happened within this window); an idle store commits in the next event-loop turn.
 */
const GROUP_COMMIT_WINDOW_MS = 2;

/** A write waiting for its transaction to commit. */
interface PendingWrite {
  readonly event: StorageEvent;
  readonly resolve: (kv: KeyValue) => void;
  readonly reject: (err: unknown) => void;
}


/**
 * The smallest string greater than every string with this prefix, in code point (= UTF-8
 * byte) order: the prefix with its last code point incremented; undefined when there is no
 * such bound (empty prefix, or only U+10FFFF).
 */
function prefixEnd(prefix: string): string | undefined {
  const points = [...prefix];
  while (points.length > 0) {
    const last = points.pop()!.codePointAt(0)!;
    if (last < 0x10ffff) {
      const next = last === 0xd7ff ? 0xe000 : last + 1; // skip the surrogate range
      return points.join('') + String.fromCodePoint(next);
    }
  }
  return undefined;
}

export class SqliteStorage implements Storage {
  private readonly dataDir: string;
  private readonly lockPath: string;
  private readonly databaseFile: string;
  private readonly writer: Db;
  private readonly reader: Db;
  private readonly hub = new WatchHub(() => this.committed);
  private committed = 0;
  /** Last revision handed out (committed or in the open transaction). */
  private assigned = 0;
  private compacted = 0;
  private pending: PendingWrite[] = [];
  /** Prepared read statements by SQL text (the list and watch shapes vary by range and limit). */
  private readonly readStatements = new Map<string, Statement>();
  private closed = false;

  private readonly stmt: {
    insertLog: Statement;
    upsertLive: Statement;
    deleteLive: Statement;
    writerLive: Statement;
    setMeta: Statement;
    live: Statement;
    logAt: Statement;
    logByRevision: Statement;
  };

  /** Opens (or creates) the database; throws if the directory is locked or of another schema. */
  constructor(options: SqliteStorageOptions) {
    this.dataDir = options.dataDir;
    mkdirSync(this.dataDir, { recursive: true });
    this.lockPath = join(this.dataDir, 'LOCK');
    acquireLock(this.lockPath);
    try {
      const file = (this.databaseFile = join(this.dataDir, SQLITE_DATABASE_FILE));
      this.writer = new Database(file);
      this.writer.exec('PRAGMA journal_mode=WAL');
      this.writer.exec('PRAGMA synchronous=FULL');
      this.writer.exec('PRAGMA busy_timeout=5000');
      this.migrate();
      this.reader = new Database(file);
      this.reader.exec('PRAGMA busy_timeout=5000');
      this.stmt = {
        insertLog: prepare(this.writer, 
          'INSERT INTO log (revision, key, type, create_revision, prev_revision, value) VALUES (?, ?, ?, ?, ?, ?)',
        ),
        upsertLive: prepare(this.writer, 
          'INSERT INTO live (key, create_revision, mod_revision, value) VALUES (?, ?, ?, ?) ' +
            'ON CONFLICT(key) DO UPDATE SET create_revision = excluded.create_revision, mod_revision = excluded.mod_revision, value = excluded.value',
        ),
        deleteLive: prepare(this.writer, 'DELETE FROM live WHERE key = ?'),
        writerLive: prepare(this.writer, `SELECT ${LIVE_COLUMNS} FROM live WHERE key = ?`),
        setMeta: prepare(this.writer, 'INSERT INTO meta (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value'),
        live: prepare(this.reader, `SELECT ${LIVE_COLUMNS} FROM live WHERE key = ?`),
        logAt: prepare(this.reader, 
          `SELECT ${logColumns('')} FROM log WHERE key = ? AND revision <= ? ORDER BY revision DESC LIMIT 1`,
        ),
        logByRevision: prepare(this.reader, `SELECT ${logColumns('')} FROM log WHERE revision = ?`),
      };
    } catch (err) {
      releaseLock(this.lockPath);
      throw err;
    }
  }

  /** `sqlite`: the database file is still there and answers a read. */
  readonly healthCheck = {
    name: 'sqlite',
    check: async (): Promise<void> => {
      if (this.closed) throw new Error('storage is closed');
      if (!existsSync(this.databaseFile)) throw new Error(`database file ${this.databaseFile} is gone`);
      this.query('SELECT 1').get();
    },
  };

  currentRevision(): number {
    this.assertOpen('');
    return this.committed;
  }

  compactedRevision(): number {
    this.assertOpen('');
    return this.compacted;
  }

  async get(key: string, opts?: { revision?: number }): Promise<KeyValue | undefined> {
    this.assertOpen(key);
    const rev = this.readRevision(opts?.revision, key);
    if (rev === this.committed) {
      const row = this.stmt.live.get(key) as LiveRow | undefined;
      return row === undefined ? undefined : liveKv(key, row);
    }
    const row = this.stmt.logAt.get(key, rev) as LogRow | undefined;
    if (row === undefined || row.type === DELETE) return undefined;
    return logKv(key, row);
  }

  async list(prefix: string, opts: ListOptions = {}): Promise<ListResult> {
    this.assertOpen(prefix);
    const rev = this.readRevision(opts.revision, prefix);
    const limit = opts.limit ?? 0;
    checkLimit(limit);
    const from = opts.startKey !== undefined && compareKeys(opts.startKey, prefix) > 0 ? opts.startKey : prefix;
    const end = prefixEnd(prefix);
    const range = end === undefined ? 'key >= ?' : 'key >= ? AND key < ?';
    const params: unknown[] = end === undefined ? [from] : [from, end];
    const limitSql = limit === 0 ? '' : ` LIMIT ${limit}`;
    let rows: (LiveRow | LogRow)[];
    let count: number;
    if (rev === this.committed) {
      rows = this.query(`SELECT ${LIVE_COLUMNS} FROM live WHERE ${range} ORDER BY key${limitSql}`).all(...params) as LiveRow[];
      count = limit !== 0 && rows.length < limit ? rows.length : (this.query(`SELECT count(*) AS n FROM live WHERE ${range}`).get(...params) as { n: number }).n;
    } else {
      // The state at `rev`: each key's newest row at or before `rev`, unless it is a delete.
      const atRev =
        `SELECT ${logColumns('l.')} FROM log l ` +
        `JOIN (SELECT key AS k, max(revision) AS r FROM log WHERE ${range} AND revision <= ? GROUP BY key) m ON l.revision = m.r ` +
        `WHERE l.type != ${DELETE}`;
      rows = this.query(`${atRev} ORDER BY l.key${limitSql}`).all(...params, rev) as LogRow[];
      count = limit !== 0 && rows.length < limit ? rows.length : (this.query(`SELECT count(*) AS n FROM (${atRev})`).get(...params, rev) as { n: number }).n;
    }
    const kvs = rows.map((row) => {
      const key = keyOf(row.key);
      return 'mod_revision' in row ? liveKv(key, row) : logKv(key, row);
    });
    return { kvs, revision: rev, more: count > kvs.length, count };
  }

  create(key: string, value: Uint8Array): Promise<KeyValue> {
    return this.write(key, () => {
      const bytes = copyValue(value);
      const existing = this.stmt.writerLive.get(key) as LiveRow | undefined;
      if (existing !== undefined) throw new StorageError('KeyExists', key, existing.mod_revision);
      return this.put(key, bytes, undefined);
    });
  }

  update(key: string, value: Uint8Array, opts?: { expectedModRevision?: number }): Promise<KeyValue> {
    return this.write(key, () => {
      const bytes = copyValue(value);
      const prev = this.existing(key, opts?.expectedModRevision);
      return this.put(key, bytes, prev);
    });
  }

  delete(key: string, opts?: { expectedModRevision?: number }): Promise<KeyValue> {
    return this.write(key, () => {
      const prev = this.existing(key, opts?.expectedModRevision);
      const revision = this.append(key, DELETE, prev.createRevision, prev.modRevision, prev.value);
      this.stmt.deleteLive.run(key);
      const kv: KeyValue = Object.freeze({ key, value: prev.value, createRevision: prev.createRevision, modRevision: revision });
      return Object.freeze({ type: 'delete' as const, revision, key, kv, prevKv: prev });
    });
  }

  watch(prefix: string, opts: WatchOptions, listener: (event: StorageEvent) => void): StorageWatch {
    this.assertOpen(prefix);
    const { afterRevision } = opts;
    checkWatchStart(prefix, afterRevision, this.compacted);
    const start = prefix;
    const end = prefixEnd(start);
    const rows = this
      .query(
        `SELECT ${logColumns('')} FROM log WHERE revision > ? AND revision <= ? AND key >= ?${end === undefined ? '' : ' AND key < ?'} ORDER BY revision`,
      )
      .all(afterRevision, this.committed, start, ...(end === undefined ? [] : [end])) as LogRow[];
    const replay = rows.map((row) => this.eventOf(row));
    return this.hub.add(prefix, opts, replay, listener);
  }

  compact(revision: number): void {
    this.assertOpen('');
    checkCompactRevision(revision, this.committed);
    if (revision <= this.compacted) return;
    // Commit what is pending first, so compaction runs in a transaction of its own.
    this.flush();
    this.writer.exec('BEGIN IMMEDIATE');
    try {
      // Rows superseded at or before `revision`, and deletes at or before it, are not
      // needed for reads at `revision` or later, nor for watches from it.
      this.writer
        .prepare(
          `DELETE FROM log WHERE revision <= ? AND (type = ${DELETE} OR EXISTS (SELECT 1 FROM log n WHERE n.key = log.key AND n.revision > log.revision AND n.revision <= ?))`,
        )
        .run(revision, revision);
      this.stmt.setMeta.run('compacted_revision', revision);
      this.writer.exec('COMMIT');
    } catch (err) {
      this.writer.exec('ROLLBACK');
      throw err;
    }
    this.compacted = revision;
  }

  /** Idempotent. Commits what is pending, stops every watch, closes the database and frees the lock. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.flush();
    this.closed = true;
    if (this.flushTimer !== undefined) {
      clearTimeout(this.flushTimer as NodeJS.Timeout);
      clearImmediate(this.flushTimer as NodeJS.Immediate);
      this.flushTimer = undefined;
    }
    this.hub.stopAll();
    this.reader.close();
    // Fold the WAL into the database file, so a stopped store is one self-contained file.
    try {
      this.writer.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    } catch {
      // A damaged or vanished file: nothing more to save; closing still frees the lock.
    }
    this.writer.close();
    releaseLock(this.lockPath);
  }

  /** A prepared statement on the read connection, cached by its text. */
  private query(sql: string): Statement {
    let stmt = this.readStatements.get(sql);
    if (stmt === undefined) {
      stmt = prepare(this.reader, sql);
      this.readStatements.set(sql, stmt);
    }
    return stmt;
  }

  /** Create the tables of a new database, or check an existing one is of this version. */
  private migrate(): void {
    this.writer.exec('CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value INTEGER NOT NULL)');
    const version = prepare(this.writer, "SELECT CAST(value AS INTEGER) AS value FROM meta WHERE name = 'schema_version'").get() as { value: number } | undefined;
    if (version === undefined) {
      const tables = prepare(this.writer, "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name != 'meta'").get() as { n: number };
      if (tables.n > 0) {
        throw new Error(`${this.dataDir} holds a database that ctl did not write (no schema version); refusing to use it`);
      }
      this.writer.exec(`
        BEGIN;
        CREATE TABLE log (
          revision INTEGER PRIMARY KEY AUTOINCREMENT,
          key TEXT NOT NULL,
          type INTEGER NOT NULL,
          create_revision INTEGER NOT NULL,
          prev_revision INTEGER NOT NULL,
          value BLOB NOT NULL
        );
        CREATE INDEX log_key_revision ON log (key, revision);
        CREATE TABLE live (
          key TEXT PRIMARY KEY,
          create_revision INTEGER NOT NULL,
          mod_revision INTEGER NOT NULL,
          value BLOB NOT NULL
        ) WITHOUT ROWID;
        INSERT INTO meta (name, value) VALUES ('schema_version', ${SQLITE_SCHEMA_VERSION}), ('compacted_revision', 0);
        COMMIT;`);
    } else if (version.value !== SQLITE_SCHEMA_VERSION) {
      throw new Error(
        `${this.dataDir} was written with storage schema version ${version.value}; this ctl reads version ${SQLITE_SCHEMA_VERSION}. ` +
          'Use the ctl version that wrote it, or start with an empty --data-dir.',
      );
    }
    const seq = prepare(this.writer, "SELECT CAST(seq AS INTEGER) AS seq FROM sqlite_sequence WHERE name = 'log'").get() as { seq: number } | undefined;
    this.committed = this.assigned = seq?.seq ?? 0;
    const compacted = prepare(this.writer, "SELECT CAST(value AS INTEGER) AS value FROM meta WHERE name = 'compacted_revision'").get() as { value: number };
    this.compacted = compacted.value;
  }

  /**
   * Run one write's statements in the open write transaction and settle its promise when
   * that transaction commits. A write that fails its checks changes nothing.
   */
  private write(key: string, apply: () => StorageEvent): Promise<KeyValue> {
    try {
      this.assertOpen(key);
      if (!isWellFormedKey(key)) throw new TypeError('key must be well-formed Unicode (no lone surrogates)');
      if (!this.writer.inTransaction) this.writer.exec('BEGIN IMMEDIATE');
    } catch (err) {
      return Promise.reject(err);
    }
    // A savepoint per write: a write that fails half-way leaves the batch's other writes intact.
    this.writer.exec('SAVEPOINT write');
    let event: StorageEvent;
    try {
      event = apply();
      this.writer.exec('RELEASE write');
    } catch (err) {
      this.writer.exec('ROLLBACK TO write');
      this.writer.exec('RELEASE write');
      this.assigned = this.pending.length > 0 ? this.pending[this.pending.length - 1]!.event.revision : this.committed;
      if (this.pending.length === 0) this.writer.exec('ROLLBACK');
      return Promise.reject(err);
    }
    return new Promise<KeyValue>((resolve, reject) => {
      this.pending.push({ event, resolve, reject });
      this.scheduleFlush();
    });
  }

  private scheduleFlush(): void {
    if (this.flushTimer !== undefined) return;
    const run = (): void => {
      this.flushTimer = undefined;
      if (this.closed) return;
      this.lastCommitAt = performance.now();
      this.flush();
    };
    // With one writer at a time (recent commits held one write each) or an idle store, commit
    // in the next turn; with concurrent writers, gather the writes of up to
    // GROUP_COMMIT_WINDOW_MS since the previous commit, so that more requests share one fsync
    // (libsql's commit is synchronous: an fsync per turn held the loop for a quarter of a
    // create-heavy run, measured in docs/performance.md).
    const busy = this.writesPerCommit > 1.5 && performance.now() - this.lastCommitAt < GROUP_COMMIT_WINDOW_MS;
    this.flushTimer = busy ? setTimeout(run, GROUP_COMMIT_WINDOW_MS) : setImmediate(run);
  }

  /** Moving average of writes per commit: above one means concurrent writers. */
  private writesPerCommit = 1;

  /** The pending commit (an Immediate or a Timeout), undefined when none is scheduled. */
  private flushTimer: NodeJS.Immediate | NodeJS.Timeout | undefined;
  /** performance.now() of the last commit. */
  private lastCommitAt = 0;

  /** Commit the open write transaction (one fsync), then deliver its events and settle its writes. */
  private flush(): void {
    if (!this.writer.inTransaction) return;
    const batch = this.pending;
    this.pending = [];
    this.writesPerCommit = this.writesPerCommit * 0.75 + batch.length * 0.25;
    try {
      this.writer.exec('COMMIT');
    } catch (err) {
      try {
        this.writer.exec('ROLLBACK');
      } catch {
        // The failed COMMIT may already have rolled back.
      }
      this.assigned = this.committed;
      for (const w of batch) w.reject(err);
      return;
    }
    for (const w of batch) {
      this.committed = w.event.revision;
      this.hub.publish(w.event);
    }
    for (const w of batch) w.resolve(w.event.kv);
  }

  /** The live entry of `key` (as the write transaction sees it), checked against a precondition. */
  private existing(key: string, expectedModRevision: number | undefined): KeyValue {
    const row = this.stmt.writerLive.get(key) as LiveRow | undefined;
    if (row === undefined) throw new StorageError('KeyNotFound', key, this.committed);
    if (expectedModRevision !== undefined && expectedModRevision !== row.mod_revision) {
      throw new StorageError(
        'Conflict',
        key,
        row.mod_revision,
        `conflict on ${JSON.stringify(key)}: expected modRevision ${expectedModRevision}, current ${row.mod_revision}`,
      );
    }
    return liveKv(key, row);
  }

  /** Create (prev undefined) or update `key`. */
  private put(key: string, value: Uint8Array, prev: KeyValue | undefined): StorageEvent {
    const revision = this.append(key, prev === undefined ? CREATE : UPDATE, prev?.createRevision ?? this.assigned + 1, prev?.modRevision ?? 0, value);
    const kv: KeyValue = Object.freeze({ key, value, createRevision: prev?.createRevision ?? revision, modRevision: revision });
    this.stmt.upsertLive.run(key, kv.createRevision, revision, value);
    return Object.freeze(
      prev === undefined ? { type: 'create' as const, revision, key, kv } : { type: 'update' as const, revision, key, kv, prevKv: prev },
    );
  }

  /** Append a log row; returns its revision. */
  private append(key: string, type: number, createRevision: number, prevRevision: number, value: Uint8Array): number {
    const revision = this.assigned + 1;
    this.stmt.insertLog.run(revision, key, type, createRevision, prevRevision, value);
    this.assigned = revision;
    return revision;
  }

  /** Rebuild a history row's event (with its previous value) for a watch replay. */
  private eventOf(row: LogRow): StorageEvent {
    const key = keyOf(row.key);
    const prevRow = row.type === CREATE ? undefined : (this.stmt.logByRevision.get(row.prev_revision) as LogRow | undefined);
    const prevKv = prevRow === undefined ? undefined : logKv(key, prevRow);
    if (row.type === DELETE) {
      const kv: KeyValue = Object.freeze({ key, value: toBytes(row.value), createRevision: row.create_revision, modRevision: row.revision });
      return Object.freeze({ type: 'delete' as const, revision: row.revision, key, kv, ...(prevKv ? { prevKv } : {}) });
    }
    const kv = logKv(key, row);
    return Object.freeze(
      row.type === CREATE
        ? { type: 'create' as const, revision: row.revision, key, kv }
        : { type: 'update' as const, revision: row.revision, key, kv, ...(prevKv ? { prevKv } : {}) },
    );
  }

  /** Resolve a requested read revision (0/undefined: latest) and check it is readable. */
  private readRevision(requested: number | undefined, key: string): number {
    return readRevision(requested, key, this.committed, this.compacted);
  }

  private assertOpen(key: string): void {
    if (this.closed) throw new StorageError('Closed', key, this.committed, 'storage is closed');
  }
}

/**
 * Columns as read: keys and values as BLOBs and numbers cast to integers, whatever a damaged
 * file holds. libsql aborts the process (a Rust panic) when a TEXT value is not valid UTF-8, so
 * nothing is read as TEXT; keys are decoded here, strictly, and a damaged one is an Error.
 */
const LIVE_COLUMNS =
  'CAST(key AS BLOB) AS key, CAST(create_revision AS INTEGER) AS create_revision, CAST(mod_revision AS INTEGER) AS mod_revision, CAST(value AS BLOB) AS value';

function logColumns(table: string): string {
  const t = table;
  return (
    `CAST(${t}revision AS INTEGER) AS revision, CAST(${t}key AS BLOB) AS key, CAST(${t}type AS INTEGER) AS type, ` +
    `CAST(${t}create_revision AS INTEGER) AS create_revision, CAST(${t}prev_revision AS INTEGER) AS prev_revision, CAST(${t}value AS BLOB) AS value`
  );
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** A stored key, decoded strictly (a damaged database yields an Error, not a wrong key). */
function keyOf(raw: Uint8Array | ArrayBuffer | null): string {
  try {
    return strictUtf8.decode(toBytes(raw));
  } catch {
    throw new Error('corrupt key in the SQLite store (not UTF-8)');
  }
}

/** libsql returns BLOBs as Buffers from `get` and ArrayBuffers from `all`; hand out plain Uint8Arrays. */
function toBytes(value: Uint8Array | ArrayBuffer | null): Uint8Array {
  if (value === null) return new Uint8Array(0);
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
}

function liveKv(key: string, row: LiveRow): KeyValue {
  return Object.freeze({ key, value: toBytes(row.value), createRevision: row.create_revision, modRevision: row.mod_revision });
}

/** A create/update row as the key's value (its modRevision is the row's revision). */
function logKv(key: string, row: LogRow): KeyValue {
  return Object.freeze({ key, value: toBytes(row.value), createRevision: row.create_revision, modRevision: row.revision });
}


/** Take the data directory's lock, or throw naming the live process that holds it. */
function acquireLock(path: string): void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(path, 'utf8').trim());
      if (Number.isSafeInteger(owner) && owner > 0 && owner !== process.pid && processAlive(owner)) {
        throw new Error(`data directory is in use by process ${owner} (${path}); stop it or choose another --data-dir`);
      }
      if (owner === process.pid) {
        throw new Error(`data directory is already open in this process (${path})`);
      }
      rmSync(path, { force: true }); // left by a process that is gone
    }
  }
  throw new Error(`could not lock ${path}`);
}

function releaseLock(path: string): void {
  rmSync(path, { force: true });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
