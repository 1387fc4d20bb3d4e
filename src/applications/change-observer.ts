import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { EventType } from '../events/event.types.js';
import type { ApplicationState } from './application.rendering.js';

/**
 * What a capability tells the outbox about a change (issue 27 §2): it snapshots what it owns of an
 * application before the change's effects run and after, and says which events the difference means.
 * The write path (src/applications/application.write.ts) asks each observer of the registry, in the
 * registry's order (src/actions.ts), and writes the events after the change's own (status, notices).
 */
export interface ChangeObserver<Snapshot = unknown> {
  /** For the docs and errors: the capability, e.g. `permits`. */
  readonly name: string;
  /**
   * `effects`: it watches child rows, which only a change's effects write, so it is asked only when
   * the change has effects. `application`: it watches the application's own columns, always.
   */
  readonly watches: 'effects' | 'application';
  /** Reads what it watches, in the change's transaction; `application` is the state before or after. */
  snapshot(trx: Kysely<DB>, application: ApplicationState): Promise<Snapshot> | Snapshot;
  /** The events the difference between the two snapshots means, in the order they happened to be read. */
  events(before: Snapshot, after: Snapshot): readonly ObservedEvent[];
  /**
   * Rows the capability keeps about the change itself, written in the change's transaction once its
   * effects have run (the public log of permits, src/transparency-log/: issue 29 §4). Inserts only rows
   * of its own, and takes no row lock but the public log's sequence when a permit is issued (a `sequences`
   * row, after the effects' and before the audit chain's head), so the lock order (docs/ARCHITECTURE.md) holds.
   */
  record?(trx: Kysely<DB>, before: Snapshot, after: Snapshot, change: ObservedChange): Promise<void>;
}

/** What `record` is told of the change: the application as it is after it, and the change's time. */
export interface ObservedChange {
  readonly application: ApplicationState;
  readonly now: string;
}

/** An event an observer found: its type and what it adds to the application's facts. */
export type ObservedEvent = readonly [EventType, Record<string, unknown>];

/** Define an observer, keeping its snapshot's type for `events`. */
export function defineObserver<Snapshot>(observer: ChangeObserver<Snapshot>): ChangeObserver<Snapshot> {
  return observer;
}

/** The observers' snapshots of one moment, in the registry's order (undefined: not asked). */
export type Snapshots = readonly unknown[];

export async function snapshotAll(
  observers: readonly ChangeObserver[],
  trx: Kysely<DB>,
  application: ApplicationState,
  hasEffects: boolean,
): Promise<Snapshots> {
  const snapshots: unknown[] = [];
  // One after the other: on SQLite the transaction is one connection.
  for (const observer of observers) {
    snapshots.push(observer.watches === 'effects' && !hasEffects ? undefined : await observer.snapshot(trx, application));
  }
  return snapshots;
}

/** The events of every observer asked, in the registry's order. */
export function observedEvents(observers: readonly ChangeObserver[], before: Snapshots, after: Snapshots): ObservedEvent[] {
  return observers.flatMap((observer, i) => (before[i] === undefined ? [] : observer.events(before[i], after[i])));
}

/** Lets every observer asked that keeps rows of its own write them (see `record`), in the registry's order. */
export async function recordObserved(
  observers: readonly ChangeObserver[],
  trx: Kysely<DB>,
  before: Snapshots,
  after: Snapshots,
  change: ObservedChange,
): Promise<void> {
  for (const [i, observer] of observers.entries()) {
    if (before[i] !== undefined && observer.record !== undefined) await observer.record(trx, before[i], after[i], change);
  }
}
