/**
 * The tables a module owns, with their columns, as the code knows them (ServerModule.tables): a
 * test compares them with the live SQLite and PostgreSQL schemas, and checks that every table
 * has exactly one owner.
 */
export type TableColumns = Record<string, readonly string[]>;

type Missing<Row, C extends readonly unknown[]> = Exclude<keyof Row, C[number]>;

/**
 * The columns of a row type, checked by the compiler: every column named, none that the type
 * lacks. `columns<UserRow>()('id', 'name', …)`.
 */
export const columns =
  <Row>() =>
  <const C extends readonly (keyof Row & string)[]>(
    ...names: C & ([Missing<Row, C>] extends [never] ? unknown : { missing: Missing<Row, C> })
  ): readonly string[] =>
    names;

const onlySqlite = new WeakSet<readonly string[]>();

/**
 * Marks the columns of a table that SQLite alone has (`sqliteOnly(columns<Row>()(…))`): a search
 * structure for what PostgreSQL does with an index (trigram.ts). Its FTS5 shadow tables are not
 * declared.
 */
export const sqliteOnly = (names: readonly string[]): readonly string[] => {
  onlySqlite.add(names);
  return names;
};

/** Whether a table's columns were marked `sqliteOnly`. */
export const isSqliteOnly = (names: readonly string[]): boolean => onlySqlite.has(names);
