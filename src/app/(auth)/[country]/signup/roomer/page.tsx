import { notFound } from "next/navigation";
import { SignUpPage } from "@/domains/identity/components/auth-pages";
import { countryVariant } from "@/lib/countries";

export default async function Page({ params }: { params: Promise<{ country: string }> }) {
  const country = countryVariant((await params).country);
  if (!country) notFound();
  return <SignUpPage kind="roomer" country={country} />;
}
