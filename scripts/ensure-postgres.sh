#!/usr/bin/env bash
# Installs Debian's PostgreSQL server binaries when none are present (the server-mode tests start a
# throwaway cluster from them). Without root it only reports, and the PostgreSQL run is skipped.
set -euo pipefail
if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "PostgreSQL server binaries are missing and this user cannot install them (apt-get install postgresql)." >&2
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq postgresql >/dev/null
# The package starts a cluster of its own; the tests bring their own, so stop it.
service postgresql stop >/dev/null 2>&1 || true
