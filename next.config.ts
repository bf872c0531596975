import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  output: "standalone",
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["pg", "pino", "bcryptjs", "rate-limiter-flexible", "pg-boss"],
  // The PDF documents' fonts (server/pdf/document-kit.mjs reads them from node_modules by a path built
  // at run time): the regular and bold .ttf files go into the standalone output for every server route,
  // the packages' other weights, italics and preview images stay out (decision 0056).
  outputFileTracingIncludes: { "/**": ["./node_modules/@expo-google-fonts/noto-sans*/{400Regular,700Bold}/*.ttf", "./node_modules/@expo-google-fonts/noto-sans*/LICENSE_FONT"] },
  outputFileTracingExcludes: { "/**": ["./node_modules/@expo-google-fonts/*/{1,2,3,5,6,8,9}00*/**", "./node_modules/@expo-google-fonts/*/*_Italic/**", "./node_modules/@expo-google-fonts/**/*.png"] },
  // Request bodies are capped in the route wrapper (server/http/body.ts); this caps server actions.
  experimental: { serverActions: { bodySizeLimit: "1mb" } },
};

export default nextConfig;
