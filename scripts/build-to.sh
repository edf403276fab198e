#!/usr/bin/env bash
# Builds console and server into a separate folder (for parallel browser-test runs):
#   bash scripts/build-to.sh .tmp/mine && E2E_BUILD=.tmp/mine E2E_PORT=4201 npx playwright test tests/e2e/x.spec.ts
set -euo pipefail
out=${1:?usage: build-to.sh DIR}
npx vite build --outDir "$out/dist" --emptyOutDir --logLevel warn
npx vite build --ssr server/main.ts --outDir "$out/dist-server" --emptyOutDir --logLevel warn
