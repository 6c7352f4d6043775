#!/bin/sh
# soak.sh runs a distributed campaign on the loopback for about MINUTES
# minutes while killing things: every minute one of its worker processes
# is killed with SIGKILL and started again, and twice (at a third and at
# two thirds of the run) the coordinator is killed with SIGKILL and
# resumed with "irfuzz serve -resume". Then it runs the same campaign
# (seed, -n) locally and checks that the two ended alike: summary (cases,
# invalid, findings, unique, new), findings (signature, count, first case),
# case records and corpus files (times aside).
#
# usage: scripts/soak.sh        (run by hand or nightly; not part of CI)
#
# Environment:
#   MINUTES   length of the distributed run (default 30)
#   N         case budget (default: calibrated from a 30 s local run so that
#             the distributed run takes about MINUTES)
#   SEED      campaign seed (default 1)
#   PROP      -prop profiles (default: every profile)
#   WORKERS   worker processes (default 2), each running one case at a time
#   PORT      loopback port of the coordinator (default 14222)
#   WORK      directory for everything the soak writes (default: a new
#             temporary one, kept and named at the end)
#
# Exit status: 0 the runs match, 1 they differ, 2 the soak could not run.
# Minimization is off in both runs: its time budget would make the corpus
# depend on the machine's load rather than on what the campaign found.
set -u

minutes=${MINUTES:-30}
seed=${SEED:-1}
port=${PORT:-14222}
nworkers=${WORKERS:-2}
root=$(cd "$(dirname "$0")/.." && pwd)
work=${WORK:-$(mktemp -d "${TMPDIR:-/tmp}/irfuzz-soak-XXXXXX")}
mkdir -p "$work" || exit 2
irfuzz=$work/irfuzz
log() { echo "soak $(date -u +%H:%M:%S): $*" >&2; }

log "building irfuzz into $work"
(cd "$root" && go build -o "$irfuzz" ./cmd/irfuzz) || exit 2
prop=
if [ -n "${PROP:-}" ]; then
	prop="-prop $PROP"
fi
common="-seed $seed $prop -minimize=false -json"

n=${N:-}
if [ -z "$n" ]; then
	# shellcheck disable=SC2086
	"$irfuzz" $common -time 30s -workers "$nworkers" -corpus "" -out "$work/calibrate" >"$work/calibrate.json" 2>"$work/calibrate.log"
	cases=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["summary"]["cases"])' "$work/calibrate.json") || exit 2
	# Two worker processes of one case each run about as fast as the local
	# run's two workers (the kills cost a few seconds each).
	n=$((cases * minutes * 2))
	log "calibrated: $cases cases in 30 s with $nworkers workers; -n $n for about $minutes minutes"
fi

token=$work/token
head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n' >"$token"
listen=127.0.0.1:$port
url=nats://$listen
dist=$work/dist
store=$work/nats

serve_pid=
start_serve() { # $1: log name; the rest: extra flags
	name=$1
	shift
	# shellcheck disable=SC2086
	"$irfuzz" serve "$@" -workers 0 -listen "$listen" -store "$store" -token-file "$token" \
		-out "$dist/out" -corpus "$dist/corpus" >"$work/$name.json" 2>"$work/$name.log" &
	serve_pid=$!
}

# worker_loop I runs worker process I again and again until the campaign
# ends (a worker exits 0) or the soak is over.
worker_loop() {
	i=$1
	r=0
	while [ ! -e "$work/over" ]; do
		r=$((r + 1))
		"$irfuzz" worker -nats "$url" -token-file "$token" -campaign soak -workers 1 -name "w$i-$r" \
			-wait 2m -reconnect 5m >>"$work/worker$i.out" 2>>"$work/worker$i.log" &
		echo $! >"$work/worker$i.pid"
		if wait $!; then
			break
		fi
		sleep 1
	done
}

mkdir -p "$dist"
started=$(date +%s)
log "distributed run: -n $n, seed $seed, $nworkers worker processes on $listen"
# shellcheck disable=SC2086
start_serve serve1 $common -n "$n" -campaign soak -ack-wait 10s
for i in $(seq 1 "$nworkers"); do
	worker_loop "$i" &
done

total=$((minutes * 60))
resumes=0
worker_kills=0
next_kill=60
victim=1
while :; do
	sleep 1
	t=$(($(date +%s) - started))
	alive=true
	kill -0 "$serve_pid" 2>/dev/null || alive=false
	if ! $alive; then
		if [ $resumes -lt 2 ]; then
			log "the campaign ended at ${t}s, before coordinator kill $((resumes + 1)): give a larger N"
		fi
		break
	fi
	if [ $resumes -lt 2 ] && [ $t -ge $((total * (resumes + 1) / 3)) ]; then
		kill -9 "$serve_pid"
		wait "$serve_pid" 2>/dev/null
		resumes=$((resumes + 1))
		log "killed the coordinator at ${t}s; resuming it"
		sleep 3
		start_serve "serve$((resumes + 1))" -resume soak
		continue
	fi
	if [ $t -ge $next_kill ]; then
		next_kill=$((next_kill + 60))
		if [ -e "$work/worker$victim.pid" ] && kill -9 "$(cat "$work/worker$victim.pid")" 2>/dev/null; then
			worker_kills=$((worker_kills + 1))
			log "killed worker process $victim at ${t}s"
		fi
		victim=$((victim % nworkers + 1))
	fi
done
wait "$serve_pid"
status=$?
touch "$work/over"
wait
elapsed=$(($(date +%s) - started))
last=serve$((resumes + 1))
log "distributed run done in ${elapsed}s (exit $status): $resumes coordinator resumes, $worker_kills worker kills"
if [ $status -gt 1 ]; then
	log "the coordinator failed: see $work/$last.log"
	exit 2
fi

log "local run: -n $n, seed $seed, $nworkers workers"
lstart=$(date +%s)
# shellcheck disable=SC2086
"$irfuzz" $common -n "$n" -workers "$nworkers" -out "$work/local/out" -corpus "$work/local/corpus" \
	>"$work/local.json" 2>"$work/local.log"
log "local run done in $(($(date +%s) - lstart))s (exit $?)"

python3 - "$work/local" "$dist" "$work/local.json" "$work/$last.json" <<'EOF'
import json, os, re, sys

local, dist, ljson, djson = sys.argv[1:5]
seen = re.compile(r"(?m)^# (first|last)_seen: .*\n")

def summary(path):
    s = json.load(open(path))["summary"]
    return {k: s[k] for k in ("cases", "invalid", "findings", "unique", "new")}

def findings(d):
    return [(f["id"], f["count"], f["first_case"]) for f in json.load(open(os.path.join(d, "out", "findings.json")))]

def cases(d):
    out = []
    for line in open(os.path.join(d, "out", "cases.jsonl")):
        c = json.loads(line)
        c.pop("ns", None)
        c.pop("sut_ns", None)
        out.append(c)
    return out

def corpus(d):
    c = os.path.join(d, "corpus")
    return {n: seen.sub("", open(os.path.join(c, n)).read()) for n in sorted(os.listdir(c))}

ok = True
for what, a, b in (("summary", summary(ljson), summary(djson)), ("findings", findings(local), findings(dist)),
                   ("case records", cases(local), cases(dist)), ("corpus files", corpus(local), corpus(dist))):
    same = a == b
    ok = ok and same
    detail = a if what == "summary" else "%d" % len(a)
    print("%-13s %s  local %s, distributed %s" % (what, "same" if same else "DIFFER", detail,
                                                 b if what == "summary" else "%d" % len(b)))
sys.exit(0 if ok else 1)
EOF
result=$?
log "everything is in $work"
exit $result
