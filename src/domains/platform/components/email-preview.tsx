import { useTranslations } from "next-intl";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

/**
 * An email as its recipient sees it: the HTML part in a sandboxed frame, with a tab for the text part. The frame
 * is `srcdoc` with an empty `sandbox`: the email's markup runs no script, submits no form, opens no window and
 * reaches neither this page nor its cookies (its origin is opaque), and it inherits the page's CSP, which allows
 * the inline styles emails are made of and no remote image or font (lib/csp.ts). The text part stays in the page
 * (one `pre`) when the HTML tab is shown, hidden, so the page's text holds it whichever tab is open. An email
 * queued before it had an HTML part shows its text only. A plain component (the tabs are the client part), so the
 * development mailbox, which sends no dashboard words to the browser, says its words on the server too.
 */
export function EmailPreview({ subject, html, text }: { subject: string; html: string | null; text: string }) {
  const t = useTranslations("dashboardPlatform.preview");
  const textPart = <pre className="overflow-x-auto whitespace-pre-wrap rounded-xl bg-canvas p-4 text-sm">{text}</pre>;
  if (!html) return textPart;
  return (
    <Tabs defaultValue="html">
      <TabsList aria-label={t("part")}>
        <TabsTrigger value="html">{t("html")}</TabsTrigger>
        <TabsTrigger value="text">{t("text")}</TabsTrigger>
      </TabsList>
      <TabsContent value="html" forceMount className="data-[state=inactive]:hidden">
        <iframe
          title={t("frame", { subject })}
          srcDoc={html}
          sandbox=""
          referrerPolicy="no-referrer"
          className="h-[40rem] w-full rounded-xl border border-line bg-white"
        />
      </TabsContent>
      <TabsContent value="text" forceMount className="data-[state=inactive]:hidden">
        {textPart}
      </TabsContent>
    </Tabs>
  );
}
