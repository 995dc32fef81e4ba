import { notFound } from "next/navigation";
import { AddonProductPage } from "@/domains/addons/components/public-pages";
import { ClientMessages } from "@/i18n/client-messages";

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const page = await AddonProductPage({ id: (await params).id });
  if (!page) notFound();
  return <ClientMessages page="addons">{page}</ClientMessages>;
}
