import { Worker } from "node:worker_threads"

/**
 * PGlite in a worker thread (issue 16): the embedded database's engine (WebAssembly) and the parsing of
 * its answers leave the thread that serves requests, which then only sends statements and receives rows.
 * The client below has the two methods drizzle's PGlite driver calls (`query`, `transaction`), so every
 * code path stays drizzle over PGlite. A transaction is held open in the worker while the request's code
 * sends its statements; other statements wait for it there, as they would in one process.
 */
/** The messages pgliteWorker.mjs takes. */
export type ToWorker =
  | { id: number; op: "query"; sql: string; params: unknown[]; rowMode?: "array" | "object"; drizzleParsers: boolean; tx?: number }
  | { id: number; op: "begin" }
  | { id: number; op: "commit" | "rollback"; tx: number }
  | { id: number; op: "close" }

type WithoutId<T> = T extends unknown ? Omit<T, "id"> : never

type FromWorker = { id: number; result?: unknown; error?: Record<string, unknown> }

interface QueryOptions {
  rowMode?: "array" | "object"
  parsers?: Record<number, unknown>
}

type Query = (sql: string, params?: unknown[], options?: QueryOptions) => Promise<any>

export interface ThreadClient {
  query: Query
  transaction<T>(fn: (tx: { query: Query }) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export function openPgliteThread(dataDir: string | undefined): ThreadClient {
  const worker = new Worker(new URL("./pgliteWorker.mjs", import.meta.url), { workerData: { dataDir } })
  let nextId = 1
  const pending = new Map<number, { resolve: (value: any) => void; reject: (error: unknown) => void }>()
  worker.on("message", ({ id, result, error }: FromWorker) => {
    const waiting = pending.get(id)
    if (!waiting) return
    pending.delete(id)
    if (error) waiting.reject(Object.assign(new Error(String(error.message)), error))
    else waiting.resolve(result)
  })
  worker.on("error", (error) => {
    for (const waiting of pending.values()) waiting.reject(error)
    pending.clear()
  })

  const send = <T>(message: WithoutId<ToWorker>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++
      pending.set(id, { resolve, reject })
      worker.postMessage({ ...message, id })
    })

  const queryIn =
    (tx: number | undefined): Query =>
    (sql, params = [], options = {}) =>
      send({ op: "query", sql, params, rowMode: options.rowMode, drizzleParsers: options.parsers !== undefined, tx })

  return {
    query: queryIn(undefined),
    async transaction(fn) {
      const tx = await send<number>({ op: "begin" })
      // biome-ignore lint/suspicious/noImplicitAnyLet: the transaction's own result type, whatever fn answers
      let result
      try {
        result = await fn({ query: queryIn(tx) })
      } catch (error) {
        await send({ op: "rollback", tx }).catch(() => undefined)
        throw error
      }
      await send({ op: "commit", tx })
      return result
    },
    async close() {
      await send({ op: "close" })
      await worker.terminate()
    },
  }
}
