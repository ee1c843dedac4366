// The pool of the mutation run (vitest.mutation.config.ts): Vitest's thread pool, except that its
// one worker thread is started once and then serves every run of the Vitest instance that made it.
//
// Stryker runs the tests once per mutant, each time as a new Vitest run, and switches mutants on
// and off through a global that the code under test reads at every call, so nothing needs to be
// loaded again between two mutants. Vitest's own pools nonetheless stop their workers at the end
// of every run, so each mutant paid for a new thread: Node loading the test framework, fast-check,
// Preact and the rest again, then Vitest compiling the tests and the code under test again: for
// most mutants more than their tests. Here the thread stays, and its worker
// (tests/unit/mutation-worker.mjs) starts each run as a fresh one would, keeping only what was
// loaded and compiled.
//
// Vitest talks to a pool's worker through `start`, `run` and `stop` messages (PoolWorker). For
// each run Vitest creates one of the workers below, which passes the first `start` on to the
// thread and answers the later ones and every `stop` itself; the thread ends when Vitest closes
// (or when a run is stopped before its end).
import { EventEmitter } from 'node:events';
import { resolve } from 'node:path';
import {
  ThreadsPoolWorker,
  type PoolOptions,
  type PoolRunnerInitializer,
  type PoolWorker,
} from 'vitest/node';

const NAME = 'mutation-threads';

type Message = { __vitest_worker_request__?: true; type?: string; context?: Record<string, unknown> };

/** Vitest's thread worker, started on our worker file instead of its own. */
class Thread extends ThreadsPoolWorker {
  protected override readonly entrypoint: string;
  constructor(options: PoolOptions) {
    super(options);
    this.entrypoint = resolve(options.project.config.root, 'tests/unit/mutation-worker.mjs');
  }
}

interface Shared {
  thread: Thread;
  /** The test environment the thread sets up in its first `start`: only runs in the same reuse it. */
  environment: string;
  /** Whether the thread has had its `start` (its test environment is set up). */
  started: boolean;
  /** The configuration of the current run: the thread received the first run's in `start`. */
  config: unknown;
  /** A run was sent and its `testfileFinished` has not come back yet. */
  busy: boolean;
  /** False once the thread has failed or exited. */
  alive: boolean;
  /** The worker of the current run, which receives the thread's messages and events. */
  owner: ReusedThread | undefined;
}

/** The threads of this Vitest instance (Stryker runs one per test runner process, with one worker). */
const threads = new Set<Shared>();
/** Those that no run is using. */
const idle: Shared[] = [];

async function terminate(shared: Shared): Promise<void> {
  threads.delete(shared);
  const index = idle.indexOf(shared);
  if (index >= 0) idle.splice(index, 1);
  shared.alive = false;
  await shared.thread.stop();
}

async function startThread(options: PoolOptions, environment: string): Promise<Shared> {
  const thread = new Thread(options);
  await thread.start();
  const shared: Shared = {
    thread,
    environment,
    started: false,
    config: undefined,
    busy: false,
    alive: true,
    owner: undefined,
  };
  thread.on('message', (message: { __vitest_worker_response__?: true; type?: string }) => {
    if (message?.__vitest_worker_response__ && message.type === 'testfileFinished') shared.busy = false;
    shared.owner?.events.emit('message', message);
  });
  for (const event of ['error', 'exit']) {
    thread.on(event, (...args: unknown[]) => {
      // A thread that failed or exited is not reused: the next run starts a new one.
      shared.alive = false;
      shared.owner?.events.emit(event, ...args);
    });
  }
  threads.add(shared);
  return shared;
}

class ReusedThread implements PoolWorker {
  readonly name = NAME;
  readonly events = new EventEmitter();
  private shared: Shared | undefined;

  constructor(private readonly options: PoolOptions) {}

  on(event: string, callback: (...args: any[]) => void): void {
    this.events.on(event, callback);
  }

  off(event: string, callback: (...args: any[]) => void): void {
    this.events.off(event, callback);
  }

  deserialize(data: unknown): unknown {
    return data;
  }

  async start(): Promise<void> {
    const environment = JSON.stringify(this.options.environment);
    const index = idle.findIndex((shared) => shared.alive && shared.environment === environment);
    this.shared = index >= 0 ? idle.splice(index, 1)[0]! : await startThread(this.options, environment);
    this.shared.owner = this;
  }

  send(request: Parameters<PoolWorker['send']>[0]): void {
    const shared = this.shared;
    if (!shared) throw new Error('mutation pool: worker used after it was stopped');
    const message = request as Message;
    if (message.__vitest_worker_request__ && message.type === 'start') {
      shared.config = message.context?.config;
      if (shared.started) return this.reply('started');
      shared.started = true;
    } else if (message.__vitest_worker_request__ && message.type === 'stop') {
      // The thread's own `stop` would tear its environment down for good; terminate() ends it.
      return this.reply('stopped');
    } else if (message.__vitest_worker_request__ && (message.type === 'run' || message.type === 'collect')) {
      shared.busy = true;
      // The thread read the configuration in its first `start`; Stryker changes it between runs
      // (the name pattern of the tests a mutant needs), so each run carries its own.
      return shared.thread.send({
        ...request,
        context: { ...message.context, config: shared.config },
      } as never);
    }
    shared.thread.send(request);
  }

  private reply(type: 'started' | 'stopped'): void {
    setImmediate(() => this.events.emit('message', { __vitest_worker_response__: true, type }));
  }

  async stop(): Promise<void> {
    const shared = this.shared;
    if (!shared) return;
    this.shared = undefined;
    shared.owner = undefined;
    // Stopped in the middle of a run (a cancelled run, a timeout): its end would reach no one and
    // the thread would refuse the next run while it is still busy, so it goes.
    if (shared.busy || !shared.alive) await terminate(shared);
    else idle.push(shared);
  }
}

let closeHooked = false;

export const reusedThreads: PoolRunnerInitializer = {
  name: NAME,
  createPoolWorker(options) {
    if (!closeHooked) {
      closeHooked = true;
      options.project.vitest.onClose(() => Promise.all([...threads].map(terminate)).then(() => {}));
    }
    return new ReusedThread(options);
  },
};
