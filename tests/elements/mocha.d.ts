// The globals @web/test-runner's mocha gives test files (only what tests/elements uses).
declare function describe(title: string, body: () => void): void
declare function it(title: string, body: () => void | Promise<void>): void
declare function before(body: () => void | Promise<void>): void
declare function afterEach(body: () => void | Promise<void>): void
