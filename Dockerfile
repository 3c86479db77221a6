# syntax=docker/dockerfile:1
#
# NOT RUN HERE: there is no Docker engine on the machines this project is developed on, so this file has
# never been built. It was written from the base image's documentation and the repository's own scripts.
# See docs/decisions/0010-docker-compose-not-run-here.md.
#
# One image for the api (default command) and the job worker (`node apps/api/dist/worker.js`).

FROM node:20-bookworm-slim AS build
WORKDIR /app

# Manifests first, so the dependency layer is reused while only sources change.
# `npm ci` fails against our registry (the lockfile lacks some non-Linux optional binaries);
# `npm install` with the committed lockfile installs the same versions.
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY libs/contracts/package.json libs/contracts/
COPY libs/domain/package.json libs/domain/
RUN npm install --no-audit --no-fund

COPY tsconfig.base.json ./
COPY libs libs
COPY apps apps
RUN npm run build

# Keep only what runs: production dependencies, the compiled libraries and api, and the built web app.
RUN npm prune --omit=dev --no-audit --no-fund \
 && mkdir -p /out/apps/web \
 && cp -a package.json node_modules /out/ \
 && for dir in libs/contracts libs/domain apps/api; do \
      mkdir -p "/out/$dir" && cp -a "$dir/package.json" "$dir/dist" "/out/$dir/" \
      && if [ -d "$dir/node_modules" ]; then cp -a "$dir/node_modules" "/out/$dir/"; fi; \
    done \
 && cp -a apps/web/package.json apps/web/dist /out/apps/web/

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /out ./
# Embedded mode (no DATABASE_URL) writes ./data; server mode does not need it.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
CMD ["node", "apps/api/dist/main.js"]
