# syntax=docker/dockerfile:1
# Production image: the API server (bundled by `npm run build` into apps/server/dist) serving the built web app.
# Build: docker build -t eco-school .   Run several replicas: see compose.yaml and docs/deploy.md.

ARG NODE_IMAGE=node:24-bookworm-slim

# 1. Every dependency, then the published packages, the web app and the server bundle.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

# 2. Production dependencies only (tsx and the server's libraries are runtime dependencies). No install scripts:
#    none of them needs one, and the root's postinstall (patch-package, a dev tool) patched yazl in stage 1.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json /app/.npmrc ./
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/packages packages
COPY --from=build /app/plugins plugins
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund --workspace apps/server --include-workspace-root=false \
  && npm cache clean --force

# 3. The runtime: no compiler, no dev tools, not root.
FROM ${NODE_IMAGE} AS runtime
# MALLOC_ARENA_MAX as `npm start` sets it (a test compares them): one malloc arena for all threads, so what the
# export's worker thread frees is reused by the others (docs/decisions.md, "One malloc arena").
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=1 \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data \
    WEB_DIST_DIR=/app/apps/web/dist
WORKDIR /app
COPY --from=prod-deps --chown=root:root /app/node_modules node_modules
# yazl as patches/ changed it (native CRC-32 for exports; docs/decisions.md).
COPY --from=build --chown=root:root /app/node_modules/yazl node_modules/yazl
COPY --from=build --chown=root:root /app/package.json ./
COPY --from=build --chown=root:root /app/packages packages
COPY --from=build --chown=root:root /app/plugins plugins
COPY --from=build --chown=root:root /app/apps/server apps/server
COPY --from=build --chown=root:root /app/apps/web/dist apps/web/dist
COPY --from=build --chown=root:root /app/apps/web/package.json apps/web/package.json
# The only writable place: local files, outbox and (single-instance only) the embedded database.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
WORKDIR /app/apps/server
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM reaches node directly (exec form), which drains in-flight requests before exiting.
STOPSIGNAL SIGTERM
# `npm start`'s command (a test compares them): V8's old space and young generation sized, its allocation-site
# pretenuring off (docs/decisions.md, "The server's heap is capped at 256 MB", "The young generation sized in the
# start command", "V8's allocation-site pretenuring off").
CMD ["node", "--max-old-space-size=256", "--max-semi-space-size=16", "--no-allocation-site-pretenuring", "--enable-source-maps", "dist/server.mjs"]
