import { defineConfig } from "drizzle-kit"

export default defineConfig({
  dialect: "postgresql",
  // Shared tables in db/schema.ts and db/tables/; a feature's own in src/server/features/<feature>/<feature>.tables.ts.
  schema: ["./src/server/db/schema.ts", "./src/server/db/tables/*.ts", "./src/server/features/*/*.tables.ts"],
  out: "./src/server/db/migrations",
})
