#!/usr/bin/env bash
# Makes the docs' screenshots of the web page (web-*.png here) from the build, in headless Chromium
# (Debian's chromium and chromium-driver): English and Chinese, 1280 and 390 pixels wide. The shots
# and their positions are listed in web/src/test/java/dev/grundy/web/PageScreenshots.java.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
cd "$repo"
mvn -q -B -pl web -am -Dtest=PageScreenshots -Dsurefire.failIfNoSpecifiedTests=false \
    -Dgrundy.screenshots="$repo/docs/images" test
ls -l docs/images/web-*.png
