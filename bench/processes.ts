/** The bench's child processes: free ports, starting a TypeScript entry with tsx, waiting for it, stopping it. */
import { execFileSync, spawn, type ChildProcess } from "node:child_process"
import { closeSync, openSync } from "node:fs"
import { createServer } from "node:net"
import { cpus } from "node:os"
import { setFlagsFromString } from "node:v8"
import { runInNewContext } from "node:vm"

/** A port the OS has free right now (bind to 0, read it, let go). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

export interface Child {
  readonly name: string
  readonly process: ChildProcess
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>
}

/**
 * `node --import tsx <entry>` with `env` on top of this process's environment. Its output goes to this
 * process's stderr prefixed by `[name]` (quiet: only its stderr; `stdoutFile`: its standard output to that
 * file, and only its stderr relayed).
 */
export function startEntry(
  name: string,
  entry: string,
  env: Record<string, string>,
  options: { quiet?: boolean; stdoutFile?: string } = {},
): Child {
  // A server's access lines written straight to a file: relayed line by line through this process they kept
  // a third process busy beside the server and the load on two cores (one line per request), which the
  // bare ceiling, writing no lines, never paid (issue 26's cost per request).
  const stdoutFd = options.stdoutFile ? openSync(options.stdoutFile, "w") : undefined
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    env: { ...process.env, ...env },
    // The IPC channel: the child's CPU time is asked for by cpuUsageOf.
    stdio: ["ignore", stdoutFd ?? (options.quiet ? "ignore" : "pipe"), "pipe", "ipc"],
  })
  if (stdoutFd !== undefined) closeSync(stdoutFd)
  const relay = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) if (line.trim()) process.stderr.write(`  [${name}] ${line}\n`)
  }
  child.stdout?.on("data", relay)
  child.stderr?.on("data", relay)
  const exited = new Promise<void>((resolve) =>
    child.exitCode != null || child.signalCode != null ? resolve() : child.once("exit", () => resolve()),
  )
  return {
    name,
    process: child,
    async stop(graceMs = 10_000) {
      if (child.exitCode == null && child.signalCode == null) {
        child.kill("SIGTERM")
        const timer = setTimeout(() => child.kill("SIGKILL"), graceMs)
        await exited
        clearTimeout(timer)
      }
    },
  }
}

/** Until `url` answers 2xx; fails early when the child exits, and after `timeoutMs`. */
export async function waitUntilUp(child: Child, url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (child.process.exitCode != null || child.process.signalCode != null)
      throw new Error(`${child.name} exited (${child.process.exitCode ?? child.process.signalCode}) before answering ${url}`)
    try {
      const res = await fetch(url)
      await res.arrayBuffer()
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs / 1000} s`)
}

/**
 * V8's full collection, made callable in this process without starting it with --expose-gc (the flag set now,
 * `gc` taken from a new context, as Jest's leak detection does). Only the bench's entries call it.
 */
const fullCollection = (): (() => void) => {
  setFlagsFromString("--expose-gc")
  return runInNewContext("gc") as () => void
}

/**
 * In a bench child (the ceiling, bench/server.ts): answers the message "cpu" on the IPC channel with
 * `process.cpuUsage()` (user + system µs of the whole process, all its threads), "memory" with
 * `process.memoryUsage()` (the soak's samples: V8's heap beside the resident memory), and "gc" with
 * `process.memoryUsage()` after a full collection (the soak's settled figures). Without a channel, nothing: the
 * product's own start never has one, so nothing outside the bench can ask.
 */
export function answerCpuUsage(): void {
  if (!process.send) return
  let collect: (() => void) | undefined
  process.on("message", (message) => {
    if (message === "cpu") process.send!({ cpu: process.cpuUsage() })
    if (message === "memory") process.send!({ memory: process.memoryUsage() })
    if (message === "gc") {
      collect ??= fullCollection()
      collect()
      process.send!({ gc: process.memoryUsage() })
    }
  })
  // Not kept alive by the channel: the child ends as it would without it.
  process.channel?.unref()
}

/** Asks `child` (answerCpuUsage) `question` over its IPC channel; answers the reply's `question` field. */
function askChild<T>(child: ChildProcess, question: "cpu" | "memory" | "gc"): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${question} answered within 10 s`)), 10_000)
    const onMessage = (message: unknown) => {
      const answer = (message as Record<string, T> | undefined)?.[question]
      if (!answer) return
      clearTimeout(timer)
      child.off("message", onMessage)
      resolve(answer)
    }
    child.on("message", onMessage)
    child.send(question)
  })
}

/** The child's process.cpuUsage() (user + system, µs), asked over its IPC channel (answerCpuUsage). */
export async function cpuUsageOf(child: ChildProcess): Promise<number> {
  const cpu = await askChild<NodeJS.CpuUsage>(child, "cpu")
  return cpu.user + cpu.system
}

/** The child's process.memoryUsage(), asked over its IPC channel (answerCpuUsage). */
export const memoryOf = (child: ChildProcess): Promise<NodeJS.MemoryUsage> => askChild<NodeJS.MemoryUsage>(child, "memory")

/** A full collection in the child (answerCpuUsage), over its IPC channel; true once it is done. */
export const collectGarbageOf = async (child: ChildProcess): Promise<boolean> => {
  await askChild<NodeJS.MemoryUsage>(child, "gc")
  return true
}

/** Every thread of each process to its CPUs (`taskset -a -p -c`); false, and nothing pinned, where that cannot be done. */
export function pinProcesses(pins: ReadonlyArray<readonly [number | undefined, string]>): boolean {
  if (cpus().length < 2 || pins.some(([pid]) => pid === undefined)) return false
  try {
    for (const [pid, cpu] of pins) execFileSync("taskset", ["-a", "-p", "-c", cpu, String(pid)], { stdio: "ignore" })
    return true
  } catch {
    unpinProcesses(pins.map(([pid]) => pid))
    return false
  }
}

/** The processes back on every CPU. */
export function unpinProcesses(pids: ReadonlyArray<number | undefined>): void {
  const all = `0-${cpus().length - 1}`
  for (const pid of pids) {
    try {
      if (pid !== undefined) execFileSync("taskset", ["-a", "-p", "-c", all, String(pid)], { stdio: "ignore" })
    } catch {
      // gone already
    }
  }
}
