// The globals @web/test-runner's mocha gives test files (only what tests/elements uses).
interface MochaContext {
  /** A longer limit for one test (the dispensing save waits for its 6 s poll). */
  timeout(ms: number): void
}
declare function describe(title: string, body: () => void): void
declare function it(title: string, body: (this: MochaContext) => void | Promise<void>): void
declare function before(body: () => void | Promise<void>): void
declare function afterEach(body: () => void | Promise<void>): void
