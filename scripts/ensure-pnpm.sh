# Sourced by start.sh and test.sh: makes `pnpm` (the version pinned in package.json) available
# on a machine that has only Node.js and npm.
export COREPACK_INTEGRITY_KEYS=0 COREPACK_ENABLE_DOWNLOAD_PROMPT=0 COREPACK_ENABLE_STRICT=0
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
PNPM_VERSION=$(node -p "require('./package.json').packageManager.split('@')[1]")
if ! pnpm --version 2>/dev/null | grep -qx "$PNPM_VERSION"; then
  if corepack enable pnpm >/dev/null 2>&1 && pnpm --version >/dev/null 2>&1; then
    :
  else
    # No corepack shims (or no rights to write them): install the pinned pnpm with npm.
    npm install -g "pnpm@$PNPM_VERSION" --loglevel=error >/dev/null 2>&1 || true
  fi
fi
if ! pnpm --version >/dev/null 2>&1; then
  # Last resort: run it through npx every time.
  pnpm() { npx -y "pnpm@$PNPM_VERSION" "$@"; }
fi
