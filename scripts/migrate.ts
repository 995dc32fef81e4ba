// `npm run db:migrate`: applies migrations to DATABASE_URL (the start script does this itself).
import { migrateDatabase } from "./lib/migrate";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set. `npm start` migrates the embedded database by itself.");
  process.exit(1);
}
await migrateDatabase(url);
console.log("Migrations applied.");
