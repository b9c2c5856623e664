import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "src/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    // Each server test file starts PGlite and seeds the demo data: slow on a busy 2-core machine.
    hookTimeout: 180_000,
    // PGlite instances are heavy: keep file-level parallelism modest on 2 cores.
    maxWorkers: 2,
  },
})
