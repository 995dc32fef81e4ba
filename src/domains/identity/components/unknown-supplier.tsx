import Link from "next/link";
import { FormMessage } from "@/components/ui/field";

/** An unknown `?supplier=` value is refused in words, never silently replaced by a default. */
export function UnknownSupplier({
  value,
  action,
  pathPrefix,
}: {
  value: string | undefined;
  action: "signup" | "login";
  pathPrefix: string;
}) {
  const base = `${pathPrefix}/${action}/landlord?supplier=`;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">
        {action === "signup" ? "Sign up as a supplier" : "Log in as a supplier"}
      </h1>
      <FormMessage>
        {value ? (
          <>“{value}” is not a kind of supplier we know.</>
        ) : (
          <>The link does not say which kind of supplier you are.</>
        )}{" "}
        Choose one:
      </FormMessage>
      <ul className="space-y-2">
        <li>
          <Link className="font-medium text-brand-700 underline" href={`${base}propertyOwner`}>
            Property owner
          </Link>
        </li>
        <li>
          <Link className="font-medium text-brand-700 underline" href={`${base}thirdPartyHost`}>
            Third-party host
          </Link>
        </li>
      </ul>
    </div>
  );
}
