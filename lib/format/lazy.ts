/**
 * A value made on first use, then kept. For Intl formatters: building one with a time zone loads
 * ICU data, so a module that builds them at import charges every page that imports it, even one
 * that never formats a date (see docs/performance.md).
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
