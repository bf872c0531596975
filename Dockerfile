# Multi-stage build of the standalone Next.js server.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npx next build

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
RUN groupadd --system app && useradd --system --gid app app
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
# Migrations and seeds run before the server starts (scripts/migrate.ts).
COPY --from=build /app/db ./db
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/lib ./lib
COPY --from=build /app/tsconfig.json ./tsconfig.json
COPY --from=deps /app/node_modules ./node_modules
# Uploaded files (agents' logos, decision 0023): a volume in docker-compose.yml.
RUN mkdir -p /app/.data/uploads && chown -R app:app /app/.data
USER app
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=5 CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# The preload stamps each request with its socket address for the rate limits (TRUST_PROXY:
# docs/decisions/0013-client-address.md).
CMD ["sh", "-c", "npx tsx scripts/migrate.ts && exec node --require ./scripts/client-address.cjs server.js"]
