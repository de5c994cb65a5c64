# Every image of the product, one target each; each is built and shipped alone:
#   docker build --target service --build-arg SERVICE=auth -t agency/auth .   (auth, user, member, admin)
#   docker build --target gateway -t agency/gateway .
#   docker build --target web --build-arg APP=mfe-public -t agency/mfe-public .   (shell, mfe-public, mfe-portal, mfe-admin)
# Node 24; dependencies from the lock file; servers compiled to JavaScript; every image runs as `node`.
# One file so the stages all targets share are written once and a build of several images reuses them.

# `npm ci` checks the lock file against every workspace, so it needs every workspace's manifest
# (scripts/repo-rules.test.ts checks this list against package.json's workspaces).
FROM node:24-bookworm-slim AS deps
# swagger-ui-dist pulls in @scarf/scarf, whose install script would report the install to a third party
# (package.json's allowScripts denies it; this covers an npm that predates allowScripts).
ENV SCARF_ANALYTICS=false
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/devdb/package.json packages/devdb/
COPY packages/mf-config/package.json packages/mf-config/
COPY packages/query/package.json packages/query/
COPY packages/router/package.json packages/router/
COPY packages/server-kit/package.json packages/server-kit/
COPY packages/static-server/package.json packages/static-server/
COPY packages/ui/package.json packages/ui/
COPY packages/web-kit/package.json packages/web-kit/
COPY shell/package.json shell/
COPY mfe-public/package.json mfe-public/
COPY mfe-portal/package.json mfe-portal/
COPY mfe-admin/package.json mfe-admin/
COPY gateway/package.json gateway/
COPY services/auth/package.json services/auth/
COPY services/user/package.json services/user/
COPY services/member/package.json services/member/
COPY services/admin/package.json services/admin/
COPY integration/package.json integration/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund

# Server code compiled to JavaScript (scripts/build-server.mjs): what the server images run.
FROM deps AS server-build
COPY tsconfig.base.json ./
COPY scripts/build-server.mjs scripts/
COPY packages packages
COPY services services
COPY gateway gateway
RUN node scripts/build-server.mjs

# ---- service: one image per service; production dependencies of it and the packages it imports only.
FROM deps AS service-deps
ARG SERVICE
RUN rm -rf node_modules \
 && npm ci --no-audit --no-fund --omit=dev -w services/${SERVICE} -w packages/contracts -w packages/server-kit \
 && find node_modules -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.cts' -o -name '*.d.mts' \) -delete

FROM node:24-bookworm-slim AS service
ARG SERVICE
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 SERVICE=${SERVICE}
WORKDIR /app
COPY --from=service-deps /app/node_modules node_modules
COPY --from=server-build /app/packages/contracts/package.json packages/contracts/
COPY --from=server-build /app/packages/contracts/dist packages/contracts/dist
# The registry of services (which exist, their <NAME>_URL, their ports) sits beside server-kit's package.json.
COPY --from=server-build /app/packages/server-kit/package.json /app/packages/server-kit/services.json packages/server-kit/
COPY --from=server-build /app/packages/server-kit/dist packages/server-kit/dist
COPY --from=server-build /app/services/${SERVICE}/package.json services/${SERVICE}/
COPY --from=server-build /app/services/${SERVICE}/dist services/${SERVICE}/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=10s --start-period=20s --retries=5 CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# `compiled`: the workspace packages' exports point at their dist/ (see scripts/build-server.mjs).
CMD ["sh", "-c", "exec node --conditions=compiled services/${SERVICE}/dist/start.js"]

# ---- gateway: no front end inside; the shell and each remote are `web` images it proxies to
# (SHELL_UPSTREAM_URL, MFE_*_UPSTREAM_URL), so a remote ships without it.
FROM deps AS gateway-deps
RUN rm -rf node_modules \
 && npm ci --no-audit --no-fund --omit=dev -w gateway -w packages/contracts -w packages/mf-config -w packages/server-kit -w packages/static-server \
 && find node_modules -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.cts' -o -name '*.d.mts' \) -delete

FROM node:24-bookworm-slim AS gateway
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
COPY --from=gateway-deps /app/node_modules node_modules
COPY --from=server-build /app/packages/contracts/package.json packages/contracts/
COPY --from=server-build /app/packages/contracts/dist packages/contracts/dist
# The registry of front ends (which remotes exist and where each is served).
COPY --from=server-build /app/packages/mf-config/package.json /app/packages/mf-config/front-ends.json packages/mf-config/
COPY --from=server-build /app/packages/mf-config/dist packages/mf-config/dist
# The registry of services (which exist, their <NAME>_URL, their ports) sits beside server-kit's package.json.
COPY --from=server-build /app/packages/server-kit/package.json /app/packages/server-kit/services.json packages/server-kit/
COPY --from=server-build /app/packages/server-kit/dist packages/server-kit/dist
COPY --from=server-build /app/packages/static-server/package.json packages/static-server/
COPY --from=server-build /app/packages/static-server/dist packages/static-server/dist
COPY --from=server-build /app/gateway/package.json gateway/
COPY --from=server-build /app/gateway/dist gateway/dist
COPY --from=server-build /app/gateway/docs-page gateway/docs-page
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=10s --start-period=10s --retries=5 CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--conditions=compiled", "gateway/dist/start.js"]

# ---- web: one image per front end; its production build behind the dependency-free static server.
FROM deps AS web-build
ARG APP
# 1 builds mfe-public with its small news page (the compose test's new page shipped by that remote alone).
ARG PUBLIC_NEWS_PAGE=
COPY tsconfig.base.json tsconfig.web.json ./
COPY packages packages
COPY shell shell
COPY mfe-public mfe-public
COPY mfe-portal mfe-portal
COPY mfe-admin mfe-admin
RUN npm run build -w ${APP} && find ${APP}/dist -name '*.map' -delete

FROM node:24-bookworm-slim AS web
ARG APP
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 ROOT=/app/dist
WORKDIR /app
COPY --from=server-build /app/packages/static-server/dist server
COPY --from=web-build /app/${APP}/dist dist
# Kept releases (RELEASES_DIR, a volume in compose): owned by node so a new volume takes that owner.
RUN mkdir /releases && chown node:node /releases
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=10s --start-period=5s --retries=5 CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server/start.js"]
