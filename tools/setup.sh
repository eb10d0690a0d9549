#!/usr/bin/env bash
# Set up everything Card Table needs on a fresh Debian/Ubuntu machine (or reuse what is there):
# the system libraries Qt loads, then a virtual environment in .venv with the app installed.
# Run by tools/run-app ("setup.sh app") and tools/run-tests ("setup.sh test": the test tools too).
#
# Safe to run again, and quick: once .venv holds the app installed from this very pyproject.toml
# and setup.py (a stamp file in .venv keeps their checksum), it installs nothing and needs no
# network, so the second launch starts at once and works offline. Change pyproject.toml (a new
# dependency) and the next run installs again. CARDTABLE_REINSTALL=1 forces it.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
MODE="${1:-test}"

# Qt's xcb and offscreen platforms need these libraries (the app needs only these); for the tests,
# poppler-utils (pdftotext/pdftoppm) is for the score-sheet tests, xvfb and xauth for screenshots
# under a virtual screen, and the two validators (desktop-file-validate, appstreamcli) check the
# desktop entry and metainfo.
APT_PACKAGES="libegl1 libgl1 libglib2.0-0 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 \
libfreetype6 libdbus-1-3 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 \
libxcb-render-util0 libxcb-shape0 libxcb-randr0 libxcb-xinerama0 libxcb-xkb1 libxcb-xfixes0 \
libxrender1 libxi6 libsm6 libice6 fonts-dejavu-core"
[ "$MODE" = "test" ] && APT_PACKAGES="$APT_PACKAGES poppler-utils xvfb xauth desktop-file-utils appstream"

SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"

if command -v apt-get >/dev/null 2>&1 && command -v dpkg-query >/dev/null 2>&1; then
  # one dpkg-query for all of them (a fraction of a second), not one per package
  # shellcheck disable=SC2086
  installed=$(dpkg-query -W -f='${Package} ${Status}\n' $APT_PACKAGES 2>/dev/null | awk '/ install ok installed$/ {print $1}' || true)
  missing=""
  for pkg in $APT_PACKAGES; do
    case " $(echo $installed) " in *" $pkg "*) ;; *) missing="$missing $pkg" ;; esac
  done
  if [ -n "$missing" ]; then
    echo "Installing system packages:$missing"
    # shellcheck disable=SC2086
    if ! { $SUDO apt-get update -qq >/dev/null 2>&1; DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq \
          --no-install-recommends $missing >/dev/null; }; then
      if [ "$MODE" = "test" ]; then
        echo "Could not install:$missing (apt-get failed; see above)." >&2
        exit 1
      fi
      echo "Could not install:$missing (no network?); starting Card Table anyway." >&2
    fi
  fi
fi

PYTHON="${PYTHON:-python3}"
if ! "$PYTHON" -c "import sys, venv, ensurepip; assert sys.version_info >= (3, 11)" 2>/dev/null; then
  if ! "$PYTHON" -c "import sys; assert sys.version_info >= (3, 11)" 2>/dev/null; then
    echo "Card Table needs Python 3.11 or newer (found: $("$PYTHON" --version 2>&1))." >&2
    exit 1
  fi
  # Debian and Ubuntu ship venv separately from Python itself.
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends python3-venv >/dev/null
fi
if [ ! -x .venv/bin/python ]; then
  "$PYTHON" -m venv .venv
fi

# What is installed, and from which project files: skip pip entirely when nothing changed.
sum="$(cat pyproject.toml setup.py | sha256sum | cut -d' ' -f1)"
stamp=".venv/.cardtable-installed-$MODE"
if [ "${CARDTABLE_REINSTALL:-}" != "1" ] && [ -x .venv/bin/cardtable ]; then
  # the test set-up holds the app too
  for done in ".venv/.cardtable-installed-$MODE" ".venv/.cardtable-installed-test"; do
    if [ -f "$done" ] && [ "$(cat "$done")" = "$sum" ]; then
      exit 0
    fi
  done
fi
extras=""
[ "$MODE" = "test" ] && extras="[test]"
# no notices a family need not see: pip's version check, running as root, setuptools' note on
# editable installs
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_ROOT_USER_ACTION=ignore PIP_NO_WARN_SCRIPT_LOCATION=1 PYTHONWARNINGS=ignore
echo "Installing Card Table and its Python packages into .venv (the first time only)..."
.venv/bin/python -m pip install -q --upgrade pip setuptools wheel
.venv/bin/python -m pip install -q -e ".$extras"
echo "$sum" > "$stamp"
