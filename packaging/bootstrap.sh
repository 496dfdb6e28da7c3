#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# One entry point for a fresh Debian 12 machine (README "Two commands"):
#   bash packaging/bootstrap.sh run    install what is missing, build, launch on the embedded sample
#   bash packaging/bootstrap.sh test   install what is missing, build, run the whole test suite
# Runs as root, or as a user with sudo for the apt-get step only.
set -euo pipefail

mode="${1:-run}"
shift || true
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${KIE_BUILD_DIR:-$here/build}"

# Debian 12 packages: build tools, Qt 6, QCustomPlot's Qt 6 build, JSON, crypto, gzip, and the
# tools the tests drive (Xvfb, pandoc, validators, jq and python3 for the benchmark peers, pandas
# to read the exported tables back), clang with its sanitizer and libFuzzer runtimes for the
# sanitizer stage, prlimit (util-linux), and the accessibility bus with its Python client and a
# session bus for the screen-reader test.
packages=(
  build-essential cmake ninja-build pkg-config ccache git
  qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-qpa-plugins
  libqt6svg6 qt6-svg-dev libgl-dev libqt6sql6-sqlite poppler-utils
  libqcustomplot-dev libqcustomplot2.1-qt6
  nlohmann-json3-dev libsimdjson-dev libssl-dev zlib1g-dev openssl
  qt6-translations-l10n xvfb xauth fonts-dejavu-core
  pandoc appstream desktop-file-utils dpkg-dev file jq python3 python3-pandas
  clang-14 libclang-rt-14-dev util-linux
  at-spi2-core python3-pyatspi dbus
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "Installing: ${missing[*]}"
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build "$build" --parallel "$(nproc)"

case "$mode" in
  run)
    app="$build/app/kernelindex-explorer"
    if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
      echo "No display found: starting under xvfb-run (set DISPLAY to see the window)."
      exec xvfb-run -a "$app" "$@"
    fi
    exec "$app" "$@"
    ;;
  test)
    cd "$build"
    # GUI tests set QT_QPA_PLATFORM=offscreen themselves; the screenshot tests need a real X server.
    xvfb-run -a -s "-screen 0 1600x1000x24" ctest --output-on-failure --timeout 600 -j "$(nproc)" "$@"
    # Then core and io again under ASan + UBSan, and the fuzz targets; then core, io and items under
    # ThreadSanitizer (KIE_SKIP_SANITIZE=1 skips both).
    if [ -z "${KIE_SKIP_SANITIZE:-}" ]; then
      bash "$here/packaging/sanitize.sh"
      exec bash "$here/packaging/tsan.sh"
    fi
    ;;
  *)
    echo "usage: bash packaging/bootstrap.sh run|test" >&2
    exit 2
    ;;
esac
