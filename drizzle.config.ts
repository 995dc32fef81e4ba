import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a new SQL migration under drizzle/ from the domain schemas.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./src/domains/*/schema.ts"],
  out: "./drizzle",
  casing: "snake_case",
});
