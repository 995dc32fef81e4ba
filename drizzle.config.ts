import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a new SQL migration under drizzle/ from the infrastructure's and the domains' schemas.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./src/server/db/*-schema.ts", "./src/domains/*/schema.ts"],
  out: "./drizzle",
  casing: "snake_case",
});
