import { notFound } from "next/navigation";
import { LogInPage } from "@/domains/identity/components/auth-pages";
import { countryVariant } from "@/lib/countries";

export default async function Page({ params }: { params: Promise<{ country: string }> }) {
  const country = countryVariant((await params).country);
  if (!country) notFound();
  return <LogInPage variant="operator" country={country} />;
}
