/** At most this many words of a search are used; a longer query narrows nothing further in practice. */
const MAX_SEARCH_WORDS = 16;

/**
 * The search box's text as a PostgreSQL tsquery in which every word must match (as a whole word, after
 * English stemming: "planets" finds "planet"). Only letters and digits pass, so nothing the player types can
 * be read as tsquery syntax. Not prefixes: a prefix term makes GIN gather every matching entry into a bitmap
 * first, several times slower at 100,000 answers a player (ADR 0075). null when the text holds no word.
 */
export function wordsTsQuery(text: string): string | null {
  const words =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words.slice(0, MAX_SEARCH_WORDS).join(' & ');
}
