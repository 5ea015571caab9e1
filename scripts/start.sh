#!/usr/bin/env bash
# npm start: install, build what changed, migrate, seed demo data when empty, and serve on $PORT (8080).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh

pnpm install --prefer-offline --reporter=silent
node scripts/build-if-stale.mjs
exec node apps/server/dist/main.js
