// `npm run db:seed`: seeds the demo data into DATABASE_URL once (the start script does this itself).
import path from "node:path";
import { seedDemoOnce } from "./lib/seed";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set. `npm start` seeds the embedded database by itself.");
  process.exit(1);
}
// With STORAGE_URL the photos go to its bucket (the configured store); otherwise to the STORAGE_DIR folder.
const summary = await seedDemoOnce(
  url,
  process.env.STORAGE_URL ? undefined : path.resolve(process.env.STORAGE_DIR || ".data/uploads"),
);
console.log(summary ? `Demo data seeded: ${JSON.stringify(summary)}` : "Demo data was already seeded.");
