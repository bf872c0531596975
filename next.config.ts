import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  output: "standalone",
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["pg", "pino", "bcryptjs", "rate-limiter-flexible", "pg-boss"],
  // The PDF documents' fonts (server/pdf/document-kit.mjs reads them from node_modules by path, which
  // the tracer cannot see): copied into the standalone output for every server route (decision 0056).
  outputFileTracingIncludes: { "/**": ["./node_modules/@expo-google-fonts/noto-sans*/{400Regular,700Bold}/*.ttf", "./node_modules/@expo-google-fonts/noto-sans*/LICENSE_FONT"] },
  // Request bodies are capped in the route wrapper (server/http/body.ts); this caps server actions.
  experimental: { serverActions: { bodySizeLimit: "1mb" } },
};

export default nextConfig;
