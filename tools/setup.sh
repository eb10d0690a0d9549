#!/usr/bin/env bash
# Set up everything Card Table needs on a fresh Debian/Ubuntu machine (or reuse what is there):
# the system libraries Qt loads, then a virtual environment in .venv with the app installed.
# Sourced by tools/run-app and tools/run-tests; safe to run again (it only adds what is missing).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# Qt's xcb and offscreen platforms need these libraries; poppler-utils (pdftotext/pdftoppm) is for
# the score-sheet tests, xvfb and xauth for screenshots under a virtual screen, and the two
# validators (desktop-file-validate, appstreamcli) check the desktop entry and metainfo.
APT_PACKAGES="libegl1 libgl1 libglib2.0-0 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 \
libfreetype6 libdbus-1-3 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 \
libxcb-render-util0 libxcb-shape0 libxcb-randr0 libxcb-xinerama0 libxcb-xkb1 libxcb-xfixes0 \
libxrender1 libxi6 libsm6 libice6 fonts-dejavu-core poppler-utils xvfb xauth \
desktop-file-utils appstream"

if command -v apt-get >/dev/null 2>&1 && command -v dpkg-query >/dev/null 2>&1; then
  missing=""
  for pkg in $APT_PACKAGES; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing="$missing $pkg"
  done
  if [ -n "$missing" ]; then
    SUDO=""
    [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    echo "Installing system packages:$missing"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
  fi
fi

PYTHON="${PYTHON:-python3}"
if ! "$PYTHON" -c "import sys, venv, ensurepip; assert sys.version_info >= (3, 11)" 2>/dev/null; then
  if ! "$PYTHON" -c "import sys; assert sys.version_info >= (3, 11)" 2>/dev/null; then
    echo "Card Table needs Python 3.11 or newer (found: $("$PYTHON" --version 2>&1))." >&2
    exit 1
  fi
  # Debian and Ubuntu ship venv separately from Python itself.
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get install -y -qq --no-install-recommends python3-venv >/dev/null
fi
if [ ! -x .venv/bin/python ]; then
  "$PYTHON" -m venv .venv
fi
.venv/bin/python -m pip install -q --upgrade pip setuptools wheel
.venv/bin/python -m pip install -q -e ".[test]"
