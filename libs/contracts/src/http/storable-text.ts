/**
 * Text PostgreSQL can store. `text` and `jsonb` refuse the NUL character, and a UTF-16 surrogate without its
 * partner is no Unicode character at all (it cannot be encoded as UTF-8). JSON and percent-encoding can carry
 * both, so every decoded request is checked before any code sees it (ADR 0125).
 */
// eslint-disable-next-line no-control-regex -- the NUL character is what it looks for.
const NUL_OR_LONE_SURROGATE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !NUL_OR_LONE_SURROGATE.test(text);
}

export const UNSTORABLE_TEXT_MESSAGE =
  'contains a NUL character or an unpaired UTF-16 surrogate, which is not text that can be stored';

/**
 * The path (`displayName`, `items.2.name`) of a string or object key in a decoded value that is not storable
 * text (`''` for the value itself), or null when every one is. Walks without recursion, so no nesting can exhaust the stack.
 */
export function findUnstorableText(value: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, path: join(path, String(index)) }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        // The key itself is what cannot be shown, so the path names only where it sits.
        if (!isStorableText(key)) return join(path, '(key)');
        pending.push({ value: item, path: join(path, key) });
      }
    }
  }
  return null;
}
