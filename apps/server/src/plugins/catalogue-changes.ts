import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { Tx } from '../db/client.ts';

/** What changed in the catalogue; `all` when a process may have missed changes (a reconnect). */
export type CatalogueChange =
  | { kind: 'product'; productId: number }
  | { kind: 'category'; categoryId: number }
  /** The typo word list was rebuilt: searches answered before may have missed new words. */
  | { kind: 'searchWords' }
  | { kind: 'all' };

/** `local`: the change was made through this process (or is this process's own "all"). */
export type CatalogueChangeListener = (change: CatalogueChange, local: boolean) => void;

/** Anything that keeps catalogue answers: API answers, kept reads, rendered pages. */
export type CatalogueCache = { clear(): void };

export type CatalogueChanges = {
  /**
   * Tells every store process (this one included) about a change, inside the transaction that
   * makes it: PostgreSQL delivers the notification only if, and when, that transaction commits.
   */
  publish(tx: Tx, change: CatalogueChange): Promise<void>;
  /** Calls `listener` for every change heard; returns the unsubscribe. */
  subscribe(listener: CatalogueChangeListener): () => void;
  /**
   * Keeps `cache` in step with the catalogue: emptied on every change heard, and again when this
   * process's search index has followed (`indexFollowed`), since what was answered meanwhile came
   * from the old index. Returns the release.
   */
  keep(cache: CatalogueCache): () => void;
  /** This process's search index has followed the changes heard so far (modules/catalog/follow-changes.ts). */
  indexFollowed(): void;
  /** Resolves once this process is listening (tests, and whoever must not miss the first change). */
  listening(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    catalogueChanges: CatalogueChanges;
  }
}

export const CHANNEL = 'catalogue_changes';
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'discus-catalogue-listener';
const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5000;

function parseChange(payload: string | undefined): CatalogueChange & { origin?: string } {
  try {
    const change = JSON.parse(payload ?? '') as CatalogueChange & { origin?: string };
    if (change.kind === 'product' && Number.isInteger(change.productId)) return change;
    if (change.kind === 'category' && Number.isInteger(change.categoryId)) return change;
    if (change.kind === 'searchWords') return change;
  } catch {
    // An unreadable payload is treated as "everything changed".
  }
  return { kind: 'all' };
}

/**
 * Several store processes share one database, each with its own caches (catalogue answers,
 * rendered pages). A change is broadcast through PostgreSQL NOTIFY; each process keeps one
 * connection of its own LISTENing, outside the pool. That connection may be cut like any other
 * (issue 7): it is reopened with a growing pause, and since notifications sent meanwhile are lost,
 * a reopened connection counts as "everything changed".
 */
export const catalogueChangesPlugin = fp(async (app: FastifyInstance) => {
  const listeners = new Set<CatalogueChangeListener>();
  // Tells this process's own changes from the others' (one process rebuilds shared things once).
  const origin = randomUUID();
  const kept = new Set<CatalogueCache>();
  const emptyKept = () => {
    for (const cache of kept) cache.clear();
  };
  const tell = (change: CatalogueChange & { origin?: string }, local: boolean) => {
    const { origin: _, ...plain } = change;
    emptyKept();
    for (const listener of listeners) {
      try {
        listener(plain as CatalogueChange, local);
      } catch (error) {
        app.log.error({ err: error }, 'a catalogue change listener failed');
      }
    }
  };

  const poolOptions = app.db.$client.options;
  let client: pg.Client | undefined;
  let closing = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let everConnected = false;
  let markListening: () => void = () => {};
  let isListening = new Promise<void>((resolve) => {
    markListening = resolve;
  });

  const scheduleReconnect = () => {
    if (closing || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString: poolOptions.connectionString,
      host: poolOptions.host,
      port: poolOptions.port,
      user: poolOptions.user,
      password: poolOptions.password,
      database: poolOptions.database,
      connectionTimeoutMillis: poolOptions.connectionTimeoutMillis,
      keepAlive: true,
      application_name: LISTENER_NAME,
    });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (client === next) client = undefined;
      next.end().catch(() => {});
      if (everConnected && !closing) {
        isListening = new Promise<void>((resolve) => {
          markListening = resolve;
        });
      }
      scheduleReconnect();
    };
    next.on('error', (error) => {
      if (!closing) app.log.warn({ err: error }, 'catalogue change listener lost its connection');
      onLost();
    });
    next.on('end', onLost);
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL) return;
      const change = parseChange(message.payload);
      tell(change, change.origin === origin);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      if (!closing) app.log.warn({ err: error }, 'catalogue change listener waits for the database');
      onLost();
      return;
    }
    if (closing || lost) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    retryMs = FIRST_RETRY_MS;
    // Whatever happened while nobody listened is unknown: everything may have changed.
    if (everConnected) tell({ kind: 'all' }, true);
    everConnected = true;
    markListening();
  };
  void connect();

  const changes: CatalogueChanges = {
    async publish(tx, change) {
      await tx.execute(sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify({ ...change, origin })})`);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    keep(cache) {
      kept.add(cache);
      return () => kept.delete(cache);
    },
    indexFollowed: emptyKept,
    listening: () => isListening,
  };
  app.decorate('catalogueChanges', changes);

  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(retryTimer);
    listeners.clear();
    kept.clear();
    const open = client;
    client = undefined;
    // A database that stopped answering must not hold the shutdown.
    if (open) await Promise.race([open.end().catch(() => {}), new Promise((r) => setTimeout(r, 1000).unref())]);
  });
});
