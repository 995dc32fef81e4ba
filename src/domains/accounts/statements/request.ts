/**
 * The statement exports' shared door (CSV and PDF): the same actor, page rule, subject, period and scope as
 * /dashboard/incomestatement, so an export never shows what the page would not.
 */
import { impossibleDatesResponse } from "@/lib/dates";
import { InvalidCredentialsError, mayOpenPage, reportScopeOf, resolveActor, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { periodFrom } from "./period";
import { statementOfAccounts, subjectFrom, type Statement } from "./queries";

/** What "every property in the viewer's scope" is called on the statement page. */
export function allPropertiesLabel(actor: Actor): string {
  switch (reportScopeOf(actor).kind) {
    case "all":
      return "Every organisation";
    case "organisation":
      return "All your properties";
    case "managed":
      return "All managed properties";
    case "holdings":
    case "units":
      return "All the properties you hold";
    case "none":
      return "No properties";
  }
}

export async function statementForRequest(
  db: DbOrTx,
  request: Request,
  now: Date,
): Promise<{ statement: Statement } | { response: Response }> {
  let actor;
  try {
    actor = await resolveActor(request.headers);
  } catch (error) {
    if (error instanceof InvalidCredentialsError)
      return { response: new Response("Please sign in again.", { status: 401 }) };
    throw error;
  }
  if (actor.kind !== "user") return { response: new Response("Please sign in.", { status: 401 }) };
  if (!mayOpenPage(actor.role, "incomestatement"))
    return { response: new Response("You do not have access to statements of accounts.", { status: 403 }) };
  const badDates = impossibleDatesResponse(new URL(request.url).searchParams);
  if (badDates) return { response: badDates };
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const statement = await statementOfAccounts(db, {
    actor,
    subject: subjectFrom(params),
    period: periodFrom(params, now),
  });
  if (!statement) return { response: new Response("There is no such statement among yours.", { status: 404 }) };
  return { statement };
}

/** A file name for a statement's export ("staysia-statement-2026-03.csv"). */
export function statementFileName(statement: Statement, extension: "csv" | "pdf"): string {
  const months =
    statement.period.from === statement.period.to
      ? statement.period.from
      : `${statement.period.from}-to-${statement.period.to}`;
  const subject =
    statement.subject.kind === "all" ? "all" : `${statement.subject.kind}-${statement.subject.id.slice(0, 8)}`;
  return `staysia-statement-${subject}-${months}.${extension}`;
}
