#!/bin/sh
# report-screenshot.sh renders a campaign results directory to an HTML report
# and screenshots it in headless chromium.
#
# usage: scripts/report-screenshot.sh RESULTS_DIR [OUT_PREFIX]
#
# Writes OUT_PREFIX.html and OUT_PREFIX.png (default: report.html and
# report.png in the current directory). Environment: CHROMIUM (default:
# chromium or chromium-browser on PATH), WINDOW (default 1280,2000),
# TIMEOUT in seconds (default 90). Run it from anywhere; it builds irfuzz
# from the module this script belongs to.
set -eu

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
	echo "usage: $0 RESULTS_DIR [OUT_PREFIX]" >&2
	exit 2
fi
dir=$1
prefix=${2:-report}
if [ ! -d "$dir" ]; then
	echo "$0: $dir is not a directory" >&2
	exit 2
fi
root=$(cd "$(dirname "$0")/.." && pwd)

chromium=${CHROMIUM:-}
if [ -z "$chromium" ]; then
	chromium=$(command -v chromium || command -v chromium-browser || true)
fi
if [ -z "$chromium" ]; then
	echo "$0: chromium is not on PATH (apt-get install chromium, or set CHROMIUM)" >&2
	exit 2
fi

dir=$(realpath "$dir")
html=$(realpath -m "$prefix.html")
png=$(realpath -m "$prefix.png")
(cd "$root" && go run ./cmd/irfuzz report -format html -o "$html" "$dir")

profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
timeout "${TIMEOUT:-90}" "$chromium" --headless --no-sandbox --disable-gpu --no-first-run \
	--no-default-browser-check --disable-dev-shm-usage --hide-scrollbars \
	--user-data-dir="$profile" --window-size="${WINDOW:-1280,2000}" \
	--screenshot="$png" "file://$html" >/dev/null 2>&1
test -s "$png" || { echo "$0: chromium wrote no screenshot" >&2; exit 1; }
echo "$html"
echo "$png"
