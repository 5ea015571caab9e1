#!/usr/bin/env bash
# npm run start:cluster: install, build what changed, then run CLUSTER_SIZE server processes (default 2)
# over PostgreSQL behind HAProxy on $PORT (8080). See scripts/cluster.mjs.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh

pnpm install --prefer-offline --reporter=silent
node scripts/build-if-stale.mjs
exec node scripts/cluster.mjs "$@"
