import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HomePage } from "./home-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("home");
  // The whole title: the layout's template would add "· Staysia" to a title that starts with it.
  return { title: { absolute: t("metaTitleDefault") } };
}

export default function Page() {
  return <HomePage country="malaysia" />;
}
