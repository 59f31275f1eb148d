import { defineConfig } from "drizzle-kit";

// Generation only diffs the schema against the committed snapshots; it never connects to a database.
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/db/schema/index.ts",
  out: "./lib/db/migrations",
  strict: true,
});
