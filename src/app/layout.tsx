import type { Metadata, Viewport } from "next";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Staysia: apartments, co-living and day rooms across Asia", template: "%s · Staysia" },
  description:
    "Business and vacation apartments, co-living, monthly rentals and hourly day rooms in Malaysia, the Philippines, Indonesia and Thailand.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#177563" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-dvh font-sans">{children}</body>
    </html>
  );
}
