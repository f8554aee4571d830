/**
 * Migration 3 (issue #17): the search statistics on PostgreSQL, the counterpart of
 * ../search/searchEventsTable.ts. In a module without runtime imports, so that migrations.ts can
 * list it without an import cycle through the store (postgresStatsStore.ts).
 */
import type { PostgresMigration } from './migrations';

export const statsMigration: PostgresMigration = {
  version: 3,
  name: 'search statistics',
  sql: `
    CREATE TABLE search_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      at timestamptz NOT NULL,
      action text NOT NULL CHECK (action IN ('search', 'click')),
      session text,
      keyword text NOT NULL,
      number_of_results integer,
      docid text,
      position integer,
      tag text
    );
    CREATE INDEX search_events__at ON search_events (at);`,
};
