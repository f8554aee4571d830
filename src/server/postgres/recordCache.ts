/**
 * The stored JSON text of content records, kept in the process by table and `_row`, first in
 * first out, bounded by the characters it holds. The PostgreSQL content store
 * (postgresContentStore.ts) reads a deep page's records from here and asks PostgreSQL only for
 * the rows it lacks: 200 records are about 190 kB, and sending them over the socket, not
 * finding them, is most of what a page costs PostgreSQL and the client. The store clears it
 * whenever the catalogue version moves, so it never holds records of two catalogues.
 *
 * `_row` is a dense insertion number, so each table's records sit in an array indexed by it and
 * the eviction order is a queue of rows: every operation is O(1) (a Map used as an LRU leaves a
 * hole per delete, and finding its oldest entry walks over them).
 */
interface TableRecords {
  byRow: Array<string | undefined>;
}

export class RecordCache {
  private tables = new Map<string, TableRecords>();
  /** Insertion order: table index and row, as pairs. */
  private queue: Array<[TableRecords, number]> = [];
  private head = 0;
  private chars = 0;
  readonly maxChars: number;

  constructor(maxChars: number) {
    this.maxChars = Math.max(0, maxChars);
  }

  private table(name: string): TableRecords {
    let table = this.tables.get(name);
    if (!table) {
      table = { byRow: [] };
      this.tables.set(name, table);
    }
    return table;
  }

  get(table: string, row: number): string | undefined {
    return this.tables.get(table)?.byRow[row];
  }

  set(tableName: string, row: number, record: string): void {
    if (record.length > this.maxChars || !Number.isInteger(row) || row < 0) return;
    const table = this.table(tableName);
    if (table.byRow[row] !== undefined) return;
    table.byRow[row] = record;
    this.chars += record.length;
    this.queue.push([table, row]);
    while (this.chars > this.maxChars && this.head < this.queue.length) {
      const [oldTable, oldRow] = this.queue[this.head]!;
      this.queue[this.head++] = undefined as never;
      this.chars -= oldTable.byRow[oldRow]?.length ?? 0;
      oldTable.byRow[oldRow] = undefined;
    }
    // Drop the consumed front of the queue now and then, not on every eviction.
    if (this.head > 4096 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
  }

  clear(): void {
    this.tables = new Map();
    this.queue = [];
    this.head = 0;
    this.chars = 0;
  }

  /** Characters held. */
  get size(): number {
    return this.chars;
  }
}
