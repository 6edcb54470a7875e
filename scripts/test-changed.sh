#!/usr/bin/env bash
# `npm run test:changed`: the gates for what a change touches, in a few minutes, while working. It does not replace
# `npm test`, which runs every gate and is due before every push (CI runs it on main).
#   npm run test:changed                   what differs from the fork point with origin/main (or main): the branch's
#                                          commits, staged, unstaged and untracked files; on main itself, what is
#                                          not committed yet
#   npm run test:changed -- --base <ref>   what differs from <ref>
# Gates: typecheck (the whole project: types cross files), lint and format of the changed files, the unit tests the
# change reaches (Vitest's --changed follows the module graph), the story files that reach a changed file or whose
# picture changed, and the e2e specs of the area the change belongs to or that import a changed helper
# (scripts/testing/affected.ts says which and why).
RUN_NAME='npm run test:changed'
# shellcheck source=testing/gates.sh
source "$(dirname "$0")/testing/gates.sh"

base=''
if [ "${1:-}" = "--base" ]; then
  base=${2:?usage: npm run test:changed -- --base <ref>}
else
  upstream=main
  git rev-parse -q --verify origin/main >/dev/null && upstream=origin/main
  base=$(git merge-base HEAD "$upstream" 2>/dev/null || git rev-parse HEAD)
fi

affected() { node_modules/.bin/tsx scripts/testing/affected.ts "$base" "$1"; }
mapfile -t changed < <(affected files)
if [ "${#changed[@]}" -eq 0 ]; then
  echo "Nothing differs from $(git rev-parse --short "$base"): nothing to test."
  exit 0
fi
printf '%s file(s) differ from %s:\n' "${#changed[@]}" "$(git rev-parse --short "$base")"
printf '  %s\n' "${changed[@]}"

existing=()
for file in "${changed[@]}"; do [ -f "$file" ] && existing+=("$file"); done
lintable=()
for file in "${existing[@]}"; do [[ "$file" =~ \.(ts|tsx|js|cjs|mjs)$ ]] && lintable+=("$file"); done
lint_changed() {
  if [ "${#lintable[@]}" -gt 0 ]; then npx eslint --max-warnings 0 --no-warn-ignored "${lintable[@]}"; fi
  if [ "${#existing[@]}" -gt 0 ]; then npx prettier --check --ignore-unknown --log-level warn "${existing[@]}"; fi
}

gate typecheck npx tsc --noEmit
gate lint lint_changed
# shellcheck disable=SC2046
gate unit bash scripts/with-ffmpeg.sh bash scripts/with-postgres.sh bash scripts/with-redis.sh npx vitest run --project 'unit*' --project 'dom*' --changed "$base" \
  --passWithNoTests $(vitest_json unit)
# shellcheck disable=SC2046
gate libreoffice bash scripts/with-libreoffice.sh npx vitest run --project libreoffice --changed "$base" \
  --passWithNoTests $(vitest_json libreoffice)

mapfile -t stories < <(affected stories)
if [ "${stories[0]:-}" = all ]; then
  gate stories bash scripts/test-stories.sh
elif [ "${#stories[@]}" -gt 0 ]; then
  gate stories bash scripts/test-stories.sh "${stories[@]}"
else
  skip stories 'no story file reaches a changed file'
fi

mapfile -t specs < <(affected e2e)
if [ "${#specs[@]}" -eq 0 ]; then
  skip build 'no e2e spec to run'
  skip e2e 'no spec of the changed area, none imports a changed file'
else
  gate build npm run --silent build:site
  if [ "${specs[0]}" = all ]; then gate e2e bash scripts/with-postgres.sh npx playwright test; else gate e2e bash scripts/with-postgres.sh npx playwright test "${specs[@]}"; fi
fi
