import type { Locale } from "@/lib/locales";
import type { Messages } from "./messages";

// Message keys and the language are checked by the compiler: `t("checkout.pay")` fails to build when English's
// catalogue lacks the key.
declare module "use-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
