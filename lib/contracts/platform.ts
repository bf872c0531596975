import { defineEndpoint } from "./http";

export const openApiEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/openapi.json",
  summary: "This OpenAPI document.",
  tag: "platform",
  auth: "public",
  isSiteOptional: true,
  download: ["application/json"],
});

export const nextAuthGetEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/auth/{nextauth}",
  summary: "next-auth endpoints (session, csrf, providers, signout page). The app signs in through POST /api/wl/user/login.",
  tag: "auth",
  auth: "public",
  isSiteOptional: true,
  download: ["application/json", "text/html"],
  redirects: true,
});

export const nextAuthPostEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/auth/{nextauth}",
  summary: "next-auth actions: callback/credentials (sign in with email or phone and password) and signout.",
  tag: "auth",
  auth: "public",
  isSiteOptional: true,
  download: ["application/json", "text/html"],
  redirects: true,
});

export const healthEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/health",
  summary: "Liveness and database readiness (container healthchecks).",
  tag: "platform",
  auth: "public",
  isSiteOptional: true,
});
