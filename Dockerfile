# A production image of the app server (docs/DEPLOY.md, Container image). Not built in this repository's CI:
# Docker is not available there; `npm test` proves the same server (scripts/serve.mjs) on the same build.
#
#   docker build -t staysia .                                   # the app server (the last stage)
#   docker build --target tools -t staysia-tools .              # the same commit's migrations runner
#   docker run --rm --env-file staysia.env staysia-tools npm run db:migrate   # once per release, before the servers
#   docker run -d -p 3000:3000 --env-file staysia.env staysia                # as many as needed
#
# The image runs against your own PostgreSQL (DATABASE_URL) and S3 bucket (STORAGE_URL): it holds no embedded
# database and no data; every setting is an environment variable (docs/DEPLOY.md lists them).

# 1. Dependencies, with the lockfile's exact versions.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. The build: Next.js's standalone output (next.config.ts reads STAYSIA_STANDALONE_BUILD).
FROM deps AS build
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1 STAYSIA_STANDALONE_BUILD=1
RUN npx next build

# 3. The migrations runner (`--target tools`): the migration files, the SQL rules in src/domains/*/sql and tsx, for
#    the release's one-off `npm run db:migrate` (and db:seed, storage:copy). Built from the same commit as the server.
FROM deps AS tools
COPY . .
RUN npm prune --omit=dev
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1

# 4. The app server: the standalone server folder, its static files, and our server in front of Next.js.
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
# The server's heap bounded as `npm start` bounds it (SERVER_HEAP_MB, docs/DEPLOY.md): Node.js would otherwise size it
# by the host's memory and collect lazily (docs/PERFORMANCE.md, Memory).
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 NODE_OPTIONS=--max-old-space-size=512
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/scripts/serve.mjs ./scripts/serve.mjs
COPY --from=build --chown=node:node /app/scripts/lib/server.mjs ./scripts/lib/server.mjs
COPY --from=build --chown=node:node /app/scripts/lib/compression.mjs ./scripts/lib/compression.mjs
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "scripts/serve.mjs"]
