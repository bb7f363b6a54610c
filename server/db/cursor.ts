/**
 * Reading a large query's rows a page at a time through a server-side cursor, so neither the database
 * client nor the caller holds them all (a generated report's single pass over the stock ledger).
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client';

/** A connection of its own that reads a query's rows through a cursor, a page at a time. */
export interface CursorReader {
  open(query: SQL): Promise<void>;
  next(rows: number): Promise<unknown[][]>;
  close(): Promise<void>;
}

const dialect = new PgDialect();

/**
 * PostgreSQL: a connection taken from the pool, a read-only transaction and a cursor in it (rows are
 * computed as they are fetched). PGlite has one connection for everything, on which other work runs
 * between the fetches: there the cursor is WITH HOLD (declared outside a transaction, its rows kept
 * by the database once the grouped read is done), named for this report alone.
 */
export function cursorReader(db: Db): CursorReader {
  const client = (db as unknown as { $client: unknown }).$client;
  const name = `cursor_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  if (client instanceof pg.Pool) {
    let conn: pg.PoolClient | null = null;
    return {
      async open(query) {
        const { sql: text, params } = dialect.sqlToQuery(query);
        conn = await client.connect();
        await conn.query('begin isolation level repeatable read read only');
        await conn.query(`declare ${name} no scroll cursor for ${text}`, params);
      },
      async next(rows) {
        return (await conn!.query({ text: `fetch forward ${rows} from ${name}`, rowMode: 'array' }))
          .rows as unknown[][];
      },
      async close() {
        if (!conn) return;
        try {
          await conn.query('rollback');
        } finally {
          conn.release();
          conn = null;
        }
      },
    };
  }
  const lite = client as {
    query(text: string, params?: unknown[], options?: { rowMode: 'array' }): Promise<{ rows: unknown[] }>;
  };
  let opened = false;
  return {
    async open(query) {
      const { sql: text, params } = dialect.sqlToQuery(query);
      await lite.query(`declare ${name} no scroll cursor with hold for ${text}`, params);
      opened = true;
    },
    async next(rows) {
      return (await lite.query(`fetch forward ${rows} from ${name}`, [], { rowMode: 'array' }))
        .rows as unknown[][];
    },
    async close() {
      if (opened) await lite.query(`close ${name}`);
      opened = false;
    },
  };
}
