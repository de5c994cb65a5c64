# NOT MongoDB: a stand-in for the `mongo` service on machines where no MongoDB image can be pulled. It runs
# packages/devdb (this repo's MongoDB wire-protocol server, through tsx) on 27017. Used only by
# docker-compose.devdb.yml in `npm run test:compose`; production runs mongo:7 (docker-compose.yml).
FROM node:24-bookworm-slim
WORKDIR /app
COPY packages/devdb/package.json ./
# tsx runs its TypeScript: a devDependency, so the production images (which install the workspaces'
# production dependencies) never carry it.
RUN npm install --no-audit --no-fund --no-package-lock
COPY packages/devdb/bin bin
COPY packages/devdb/src src
CMD ["node", "bin/devdb.cjs", "--host", "0.0.0.0", "--port", "27017", "--dbpath", "/data/db"]
