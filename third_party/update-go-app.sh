#!/usr/bin/env bash
# Rebuilds third_party/go-app from a go-app release and third_party/go-app.patch.
#
#   third_party/update-go-app.sh [VERSION]   write the patched tree (default: the pinned release)
#   third_party/update-go-app.sh -check      fail when the committed tree differs from
#                                            pinned release + patch
#
# The tree holds go-app's LICENSE, go.mod and the non-test Go files of pkg/app and
# pkg/errors (the packages the app builds with), and the tests the patch adds for its
# browser-build code (make test-wasm runs them); docs/go-app-patch.md says what the
# patch changes and why. To move to a newer release: run this script with the new
# version, fix the hunks that no longer apply (patch leaves .rej files), rebuild,
# run make test, then regenerate the patch with
#   third_party/update-go-app.sh -diff > third_party/go-app.patch
set -euo pipefail
cd "$(dirname "$0")"

MODULE=github.com/maxence-charriere/go-app/v10
PINNED=v10.1.11
mode=write
case "${1:-}" in
-check) mode=check; shift ;;
-diff) mode=diff; shift ;;
esac
VERSION="${1:-$PINNED}"

src="$(go mod download -json "$MODULE@$VERSION" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')"
if [ -z "$src" ] || [ ! -d "$src" ]; then
	echo "cannot download $MODULE@$VERSION" >&2
	exit 1
fi

# pristine DIR: the release's files that the tree keeps, unpatched.
pristine() {
	local dir="$1"
	mkdir -p "$dir/pkg/app" "$dir/pkg/errors"
	cp "$src/LICENSE" "$src/go.mod" "$dir/"
	for pkg in app errors; do
		for f in "$src/pkg/$pkg"/*.go; do
			case "$f" in *_test.go) continue ;; esac
			cp "$f" "$dir/pkg/$pkg/"
		done
	done
	chmod -R u+w "$dir"
}

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

case "$mode" in
diff)
	pristine "$tmp/a"
	(cd "$tmp" && ln -s "$OLDPWD/go-app" b && diff -ruN a b) | sed -E 's/^((---|\+\+\+) [^[:space:]]+)[[:space:]].*/\1/' || true
	;;
write | check)
	pristine "$tmp/go-app"
	patch -s -p1 -d "$tmp/go-app" --no-backup-if-mismatch < go-app.patch
	find "$tmp/go-app" -name "*.go" -empty -delete # files the patch removes
	if [ "$mode" = check ]; then
		if ! diff -r "$tmp/go-app" go-app >/dev/null; then
			diff -ru "$tmp/go-app" go-app | head -40 >&2
			echo "third_party/go-app differs from $MODULE@$VERSION + go-app.patch" >&2
			exit 1
		fi
		echo "third_party/go-app is $MODULE@$VERSION + go-app.patch"
	else
		rm -rf go-app
		cp -R "$tmp/go-app" go-app
		echo "wrote third_party/go-app from $MODULE@$VERSION + go-app.patch"
	fi
	;;
esac
