import { accessCacheLookups } from "../metrics"
import { onAccessTablesWritten } from "../db/accessWrites"
import type { Database } from "../db/client"
import type { contacts, users } from "../db/schema"
import { Lru } from "./lru"

/** Longest an entry is kept even when no change is heard (a net under the two invalidations below). */
export const ACCESS_CACHE_TTL_MS = 30_000
const MAX_ENTRIES = 10_000

interface Entry<V> {
  readonly value: V
  readonly until: number
}

/**
 * What the access check and /users/current read on every request, kept per process (issue 16: "contact
 * lookups cached"): a live sign-in's end and revocation, a user's contact of a customer with its roles and
 * the customer's kind, and the user row. Only what was found is kept; a refusal is read again next time.
 *
 * Every change empties the whole cache, so nothing needs to know which entry a write touched:
 * - a write by this process: drizzle's logger sees the statement before it runs (db/accessWrites.ts), so
 *   the request after a logout or a role change reads the database, whatever code made the change;
 * - a write by another process, host or psql: the triggers of migration 0019 NOTIFY access_changed at
 *   commit and every process LISTENs (db/client.ts); the window is the notification's way, milliseconds.
 * While the listener is down the cache is off (`listening(false)`), and a load that a change overtook is
 * not kept (the generation check), so a value read before a commit cannot outlive its invalidation.
 */
export class AccessCache<Session, Contact, User> {
  private readonly sessions = new Lru<string, Entry<Session>>(MAX_ENTRIES)
  private readonly contacts = new Lru<string, Entry<Contact>>(MAX_ENTRIES)
  private readonly users = new Lru<number, Entry<User>>(MAX_ENTRIES)
  /** Grows with every change: a load that started before it is not kept. */
  private generation = 0
  private on: boolean

  constructor(readonly options: { ttlMs?: number; now?: () => number; on?: boolean } = {}) {
    this.on = options.on ?? true
  }

  private get now() {
    return (this.options.now ?? Date.now)()
  }

  /** A change somewhere: forget everything. */
  changed(): void {
    this.generation++
    this.sessions.clear()
    this.contacts.clear()
    this.users.clear()
  }

  /** Whether changes by other processes reach this cache; off, it keeps nothing. */
  listening(on: boolean): void {
    this.changed()
    this.on = on
  }

  /** Whether it keeps entries: over PostgreSQL only while the LISTEN connection is up (readiness reads it). */
  get active(): boolean {
    return this.on
  }

  /** The generation to hand to `keep*` after a load. */
  mark(): number {
    return this.generation
  }

  session(sid: string): Session | undefined {
    return counted("session", this.read(this.sessions, sid))
  }
  contact(userId: number, customerId: number): Contact | undefined {
    return counted("contact", this.read(this.contacts, `${userId}:${customerId}`))
  }
  user(userId: number): User | undefined {
    return counted("user", this.read(this.users, userId))
  }

  keepSession(mark: number, sid: string, value: Session): void {
    this.write(mark, this.sessions, sid, value)
  }
  keepContact(mark: number, userId: number, customerId: number, value: Contact): void {
    this.write(mark, this.contacts, `${userId}:${customerId}`, value)
  }
  keepUser(mark: number, userId: number, value: User): void {
    this.write(mark, this.users, userId, value)
  }

  private read<K, V>(map: Lru<K, Entry<V>>, key: K): V | undefined {
    const entry = map.get(key)
    if (!entry) return undefined
    if (entry.until <= this.now) {
      map.delete(key)
      return undefined
    }
    return entry.value
  }

  private write<K, V>(mark: number, map: Lru<K, Entry<V>>, key: K, value: V): void {
    if (!this.on || mark !== this.generation) return
    map.set(key, { value, until: this.now + (this.options.ttlMs ?? ACCESS_CACHE_TTL_MS) })
  }
}

/** A read counted as a hit or a miss (ise_access_cache_lookups_total). */
function counted<V>(kind: "session" | "contact" | "user", value: V | undefined): V | undefined {
  accessCacheLookups.inc({ kind, result: value === undefined ? "miss" : "hit" })
  return value
}

/** A live sign-in's end and revocation, as `isLive` reads them. */
export interface SessionLiveness {
  readonly expiresAt: Date
  readonly revokedAt: Date | null
}
/** A user's contact of a customer with the customer's kind. */
export interface FoundContact {
  readonly contact: typeof contacts.$inferSelect
  readonly isPerson: boolean
  readonly apartmentAssociation: boolean
}
export type AppAccessCache = AccessCache<SessionLiveness, FoundContact, typeof users.$inferSelect>

/** A cache that this process's own writes empty (db/accessWrites.ts); other processes' reach it by `listening`. */
export function createAccessCache<Session, Contact, User>(options: ConstructorParameters<typeof AccessCache>[0] = {}) {
  const cache = new AccessCache<Session, Contact, User>(options)
  // Held weakly: an app that is gone (tests make many) does not stay subscribed with its cache.
  const ref = new WeakRef(cache)
  const off = onAccessTablesWritten(() => {
    const alive = ref.deref()
    if (alive) alive.changed()
    else off()
  })
  return cache
}

/**
 * The server's cache over its database: over PostgreSQL other processes write too, so it is off until it
 * hears their changes (LISTEN, db/client.ts); over PGlite this process is the only writer.
 */
export function accessCacheOf<Session, Contact, User>(database: Database): AccessCache<Session, Contact, User> {
  const cache = createAccessCache<Session, Contact, User>({ on: !database.listenAccessChanges })
  database.listenAccessChanges?.(cache)
  return cache
}
