import { cpSync, rmSync } from "node:fs"
import { defineConfig } from "tsup"

/**
 * The server compiled to JavaScript (`npm run build`): dist/server/production.js (the production start,
 * `npm run start:prod`), main.js (the same with demo mode as the environment says) and migrate.js
 * (`npm run db:migrate`). Packages stay imports (every one the server imports is a dependency, so
 * `npm ci --omit=dev` suffices: tests/unit/server/production.test.ts); the migrations and the PGlite
 * worker go beside the code, where `import.meta.url` finds them.
 *
 * Every package stays an import (skipNodeModulesBundle), also one the server imports but reaches only through
 * another (a transitive dependency would otherwise be bundled): @peculiar/asn1-ocsp and a bundled copy of
 * @peculiar/asn1-schema kept two schema registries, and every OCSP request failed ("Cannot get schema for
 * 'OCSPRequest'"), so no Smart-ID, Mobile-ID or ID-card sign-in held in production. tests/unit/server/serverImports.test.ts
 * keeps each package the server imports among the dependencies.
 */
export default defineConfig({
  entry: { production: "src/server/production.ts", main: "src/server/main.ts", migrate: "src/server/migrate.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist/server",
  splitting: true,
  sourcemap: true,
  clean: true,
  minify: false,
  // tsup keeps the dependencies (and their subpaths) as imports; dayjs is bundled: its plugins are imported
  // without an extension (`dayjs/plugin/utc`), which Node's ESM resolution does not find in a package without exports.
  skipNodeModulesBundle: true,
  noExternal: [/^dayjs/],
  onSuccess: async () => {
    rmSync("dist/server/migrations", { recursive: true, force: true })
    cpSync("src/server/db/migrations", "dist/server/migrations", { recursive: true })
    cpSync("src/server/db/pgliteWorker.mjs", "dist/server/pgliteWorker.mjs")
  },
})
