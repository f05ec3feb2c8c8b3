#!/usr/bin/env bash
# Sets the commit status "deploy/preview" of a pull request's head commit (the publishing workflow,
# .github/workflows/site.yml): Decap CMS's editorial workflow finds the preview by this context
# (PREVIEW_STATUS_CONTEXT in src/cms/config.ts) and shows its address as "View preview" once it is "success".
# Usage: GITHUB_TOKEN=… HEAD_SHA=… scripts/preview-status.sh <pending|success|failure> <description> <address>
set -euo pipefail
state=$1 description=$2 address=$3
curl --fail --silent --show-error -X POST \
  -H "Authorization: Bearer $GITHUB_TOKEN" -H "Accept: application/vnd.github+json" \
  "$GITHUB_API_URL/repos/$GITHUB_REPOSITORY/statuses/$HEAD_SHA" \
  -d "{\"state\":\"$state\",\"context\":\"deploy/preview\",\"description\":\"$description\",\"target_url\":\"$address\"}" >/dev/null
echo "deploy/preview: $state ($address)"
