/**
 * A `LIKE` pattern matching, in any case, the texts that start with `text`: `%`, `_` and `\` typed by a user
 * mean themselves, not LIKE's wildcards (backslash is PostgreSQL's default LIKE escape). Compare it with a
 * lowercased column: `lower(column) LIKE $1`.
 */
export const likePrefix = (text: string): string =>
  `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
