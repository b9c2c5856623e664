/**
 * A bounded map that forgets the least recently used entry first (a Map keeps insertion order: a hit
 * moves the entry to the end). For per-process caches of the request path, e.g. verified tokens.
 */
export class Lru<K, V> {
  private readonly map = new Map<K, V>()
  constructor(readonly max: number) {}

  get(key: K): V | undefined {
    const value = this.map.get(key)
    if (value === undefined) return undefined
    this.map.delete(key)
    this.map.set(key, value)
    return value
  }

  set(key: K, value: V): void {
    this.map.delete(key)
    this.map.set(key, value)
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K)
  }

  delete(key: K): void {
    this.map.delete(key)
  }

  clear(): void {
    this.map.clear()
  }

  get size(): number {
    return this.map.size
  }
}
