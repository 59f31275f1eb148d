// @ts-check
// Size-bounded, so a crawler walking thousands of URLs cannot grow the server's memory without end.
/** @template V */
export class SizedLru {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    /** @type {Map<string, { value: V, size: number }>} */
    this.entries = new Map();
  }

  /** @param {string} key @returns {V | undefined} */
  get(key) {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  /** @param {string} key @param {V} value @param {number} size */
  set(key, value, size) {
    this.delete(key);
    if (size > this.maxBytes) return;
    this.entries.set(key, { value, size });
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.size;
    }
  }

  /** @param {string} key */
  delete(key) {
    const hit = this.entries.get(key);
    if (!hit) return;
    this.entries.delete(key);
    this.bytes -= hit.size;
  }
}
