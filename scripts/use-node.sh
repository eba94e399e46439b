# Source this file (`. scripts/use-node.sh`) to run the project on the Node.js that `.node-version` names.
#
# When the shell's node is another major version, the pinned build is taken from the npm registry
# (the `node-<platform>-<arch>` package holds the binary and the headers, so no other download is needed),
# kept under ~/.cache/librarium/, and put first on PATH. Either way native addons (better-sqlite3) are
# built against the headers of the node that will load them: a machine-wide `nodedir` pointing at
# another version's headers gives an addon that crashes when it is loaded.
_librarium_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
_librarium_want="$(tr -d '[:space:]v' < "$_librarium_root/.node-version")"
_librarium_have="$(node -p 'process.versions.node' 2>/dev/null || echo none)"

if [ "${_librarium_have%%.*}" != "${_librarium_want%%.*}" ]; then
  case "$(uname -s)" in Linux) _librarium_os=linux ;; Darwin) _librarium_os=darwin ;; *) _librarium_os=unsupported ;; esac
  case "$(uname -m)" in x86_64 | amd64) _librarium_cpu=x64 ;; aarch64 | arm64) _librarium_cpu=arm64 ;; *) _librarium_cpu=unsupported ;; esac
  _librarium_pkg="node-$_librarium_os-$_librarium_cpu"
  _librarium_home="${XDG_CACHE_HOME:-$HOME/.cache}/librarium/node-$_librarium_want"
  if [ ! -x "$_librarium_home/node_modules/$_librarium_pkg/bin/node" ]; then
    echo "use-node: taking Node.js $_librarium_want ($_librarium_pkg) from the npm registry into $_librarium_home" >&2
    mkdir -p "$_librarium_home"
    (cd "$_librarium_home" && npm install --no-save --no-package-lock --no-audit --no-fund --loglevel=error "$_librarium_pkg@$_librarium_want" >&2)
  fi
  PATH="$_librarium_home/node_modules/$_librarium_pkg/bin:$PATH"
  export PATH
  hash -r
fi

# The headers beside the running node: <prefix>/bin/node and <prefix>/include/node.
_librarium_prefix="$(dirname "$(dirname "$(node -p 'process.execPath')")")"
if [ -f "$_librarium_prefix/include/node/node_version.h" ]; then
  npm_config_nodedir="$_librarium_prefix"
  export npm_config_nodedir
fi
echo "use-node: $(node -v) at $(command -v node)${npm_config_nodedir:+, addons built against $npm_config_nodedir}" >&2
unset _librarium_root _librarium_want _librarium_have _librarium_os _librarium_cpu _librarium_pkg _librarium_home _librarium_prefix
