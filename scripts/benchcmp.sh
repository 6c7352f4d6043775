#!/bin/sh
# benchcmp.sh compares the Go benchmarks of an older revision with the
# working tree's: it checks the revision out in a temporary worktree, runs
# each benchmark present in both, alternating old and new COUNT times (so
# that a machine's drift in load hits both alike), and prints benchstat's
# table per package.
#
# usage: scripts/benchcmp.sh REV [PACKAGE...]   (default: every package with
#        benchmarks in both trees)
#
# Environment:
#   COUNT      runs of each side (default 6)
#   BENCHTIME  -benchtime of each run (default 1s)
#   BENCH      -bench pattern (default .)
#   OUT        directory for the raw results (default: a new temporary one)
#
# Exit status: 0 compared, 2 bad usage or a failed build or run.
set -u

if [ $# -lt 1 ]; then
	echo "usage: scripts/benchcmp.sh REV [PACKAGE...]" >&2
	exit 2
fi
rev=$1
shift
count=${COUNT:-6}
benchtime=${BENCHTIME:-1s}
bench=${BENCH:-.}
out=${OUT:-$(mktemp -d)}
root=$(git rev-parse --show-toplevel) || exit 2
old=$(mktemp -d)/old
git -C "$root" worktree add --detach "$old" "$rev" >/dev/null 2>&1 || {
	echo "benchcmp: cannot check out $rev" >&2
	exit 2
}
trap 'git -C "$root" worktree remove --force "$old" >/dev/null 2>&1' EXIT

benchpkgs() { # the packages of tree $1 with a Benchmark function
	(cd "$1" && grep -rl --include='*_test.go' '^func Benchmark' . | xargs -n1 dirname | sort -u | sed 's|^\./||')
}
if [ $# -gt 0 ]; then
	pkgs=$*
else
	benchpkgs "$old" > "$out/old-pkgs"
	benchpkgs "$root" > "$out/new-pkgs"
	pkgs=$(comm -12 "$out/old-pkgs" "$out/new-pkgs")
fi

for pkg in $pkgs; do
	name=$(echo "$pkg" | tr / _)
	for side in old new; do
		dir=$root
		[ $side = old ] && dir=$old
		(cd "$dir" && go test -c -o "$out/$name.$side.test" "./$pkg") || exit 2
	done
	: > "$out/$name.old.txt"
	: > "$out/$name.new.txt"
	i=0
	while [ $i -lt "$count" ]; do
		for side in old new; do
			dir=$root
			[ $side = old ] && dir=$old
			(cd "$dir/$pkg" && "$out/$name.$side.test" -test.run '^$' -test.bench "$bench" \
				-test.benchtime "$benchtime" -test.benchmem >> "$out/$name.$side.txt") || exit 2
		done
		i=$((i + 1))
	done
	echo "== $pkg"
	(cd "$root" && go run golang.org/x/perf/cmd/benchstat@v0.0.0-20260908200009-22c9c6c9d4da \
		"old=$out/$name.old.txt" "new=$out/$name.new.txt") || exit 2
done
echo "raw results: $out"
