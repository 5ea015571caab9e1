#!/usr/bin/env bash
# npm test: install, get Debian's Chromium if missing, run every suite, print the total.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh

if ! pnpm install --prefer-offline --reporter=append-only; then
  echo "pnpm install failed"
  echo "0 passed, 1 failed"
  exit 1
fi

if [ ! -x /usr/bin/chromium ] && [ -z "${CHROMIUM_PATH:-}" ]; then
  echo "Installing Debian's chromium (browser and story tests)…"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

# Server tests also run on PostgreSQL when one answers on the standard port.
if [ -z "${TEST_DATABASE_URL:-}" ] && (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; then
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
fi

exec node scripts/run-suites.mjs "$@"
