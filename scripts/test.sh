#!/usr/bin/env bash
# `npm test`: every gate, in order, stopping at the first red one. Each gate's time is printed as it ends, and at the
# end, red or green, a table: gate, time, tests (scripts/testing/gates.sh). `npm run test:profile` then lists the
# slowest unit files, stories and e2e tests of that run.
RUN_NAME='npm test'
# shellcheck source=testing/gates.sh
source "$(dirname "$0")/testing/gates.sh"

browser() { node scripts/chromium.cjs check >/dev/null; }
lint() { npx eslint . --max-warnings 0 && npx prettier --check . --log-level warn; }

# The pinned Chromium (scripts/chromium.cjs): unpacked on first use, its version printed and compared with the one the
# baselines were made with, so a different browser fails here with a message rather than with pixel diffs.
gate browser browser
gate tokens npx tsx tokens/build.ts --check
gate typecheck npx tsc --noEmit
gate lint lint
# The server's PostgreSQL store is tested against a real, throwaway PostgreSQL, and two sync servers over a real,
# throwaway Redis (each installed by its script if missing); the media tests decode clips with Debian's ffmpeg
# (installed by with-ffmpeg.sh if missing; in CI a missing one is an error, not five skipped tests).
# shellcheck disable=SC2046
gate unit bash scripts/with-ffmpeg.sh bash scripts/with-postgres.sh bash scripts/with-redis.sh npx vitest run --project 'unit*' --project 'dom*' $(vitest_json unit)
# LibreOffice recomputes an exported DPGF (Debian's libreoffice-calc, installed by the script if missing).
# shellcheck disable=SC2046
gate libreoffice bash scripts/with-libreoffice.sh npx vitest run --project libreoffice $(vitest_json libreoffice)
gate stories bash scripts/test-stories.sh
gate build npm run --silent build:site
gate size npx tsx scripts/size.ts
# The two-person sharing spec starts its own server on a throwaway PostgreSQL (the others share a server without one).
gate e2e bash scripts/with-postgres.sh npx playwright test
