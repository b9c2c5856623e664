import { defineConfig } from "drizzle-kit"

export default defineConfig({
  dialect: "postgresql",
  // Route groups with their own tables put them in src/server/db/tables/<feature>.ts.
  schema: ["./src/server/db/schema.ts", "./src/server/db/tables/*.ts"],
  out: "./src/server/db/migrations",
})
