#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Packaging acceptance: desktop file and metainfo validate, the .deb and .tar.gz build, the .deb holds
# the binary and desktop integration files, and the binary unpacked from it runs --version.
# Usage: tst_packaging.sh SOURCE_DIR BUILD_DIR
set -euo pipefail
src="$1"
build="$2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

desktop-file-validate "$src/packaging/dev.kernelindex.Explorer.desktop" || fail "desktop-file-validate"
appstreamcli validate --no-net "$src/packaging/dev.kernelindex.Explorer.metainfo.xml" || fail "appstreamcli validate"
xmllint_out=$(python3 -c 'import sys,xml.dom.minidom;xml.dom.minidom.parse(sys.argv[1])' "$src/packaging/dev.kernelindex.Explorer.mime.xml" 2>&1) \
  || fail "MIME XML is not well-formed: $xmllint_out"

(cd "$build" && cpack -G "DEB;TGZ" -B "$work/out" >"$work/cpack.log" 2>&1) || { cat "$work/cpack.log"; fail "cpack"; }
deb=$(ls "$work"/out/*.deb | head -n1)
tgz=$(ls "$work"/out/*.tar.gz | head -n1)
[ -f "$deb" ] || fail "no .deb produced"
[ -f "$tgz" ] || fail "no .tar.gz produced"

contents=$(dpkg-deb --contents "$deb")
for path in ./usr/bin/kernelindex-explorer \
            ./usr/share/applications/dev.kernelindex.Explorer.desktop \
            ./usr/share/metainfo/dev.kernelindex.Explorer.metainfo.xml \
            ./usr/share/icons/hicolor/scalable/apps/dev.kernelindex.Explorer.svg \
            ./usr/share/icons/hicolor/48x48/apps/dev.kernelindex.Explorer.png \
            ./usr/share/mime/packages/dev.kernelindex.Explorer.xml; do
  grep -q -- " $path\$" <<<"$contents" || fail "$path missing from the .deb"
done
depends=$(dpkg-deb --field "$deb" Depends)
for dep in libqt6widgets6 libqt6core6 libqcustomplot2.1-qt6 qt6-qpa-plugins libqt6sql6-sqlite; do
  grep -q "$dep" <<<"$depends" || fail "Depends lacks $dep: $depends"
done
tar -tzf "$tgz" | grep -q 'bin/kernelindex-explorer$' || fail "binary missing from the .tar.gz"

dpkg -x "$deb" "$work/root"
version=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$work/root/usr/bin/kernelindex-explorer" --version)
grep -q "kernelindex-explorer [0-9]" <<<"$version" || fail "--version printed: $version"
echo "packaging: $(basename "$deb") ($(stat -c %s "$deb") bytes), Depends: $depends"
echo "packaging: unpacked binary says: $version"
echo "1 passed, 0 failed"
