import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { createUser } from "@tests/factories";
import { authUsers } from "@/server/db/schema";
import type { Database } from "@/server/db";
import { signIn } from "./functions";

/**
 * A staff account for one test file. Staff are a fixed list of addresses (STAFF_EMAILS) that other files and
 * the demo seed's test also make, so it is made afresh before the file's tests and removed after them.
 * Answers a getter of its session token (set once the file's `beforeAll` has run).
 */
export function staffSession(db: Database, email = "staff4@example.com"): () => string {
  let token: string | undefined;
  beforeAll(async () => {
    await db.delete(authUsers).where(eq(authUsers.email, email));
    await createUser(db, { email });
    token = await signIn(email);
  });
  afterAll(async () => {
    await db.delete(authUsers).where(eq(authUsers.email, email));
  });
  return () => token!;
}
