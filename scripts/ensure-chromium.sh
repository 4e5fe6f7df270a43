#!/usr/bin/env sh
# Installs Debian's Chromium for the browser tests (docs/architecture.md#tests) when it is missing. Safe to run again.
set -eu

if [ -x /usr/bin/chromium ]; then
  exit 0
fi

as_root=''
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    as_root='sudo -n'
  else
    echo "ensure-chromium: /usr/bin/chromium is missing; run this script as root to install it" >&2
    exit 1
  fi
fi

export DEBIAN_FRONTEND=noninteractive
$as_root apt-get update -qq >/dev/null
$as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
echo "ensure-chromium: installed $(/usr/bin/chromium --version 2>/dev/null || echo chromium)"
