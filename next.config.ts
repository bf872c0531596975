import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  output: "standalone",
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["pg", "pino", "bcryptjs", "rate-limiter-flexible", "pg-boss"],
  // Request bodies are capped in the route wrapper (server/http/body.ts); this caps server actions.
  experimental: { serverActions: { bodySizeLimit: "1mb" } },
};

export default nextConfig;
