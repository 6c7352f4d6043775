package cluster

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"regexp"
	"time"
)

// Streams, buckets and subject prefixes (see the package comment).
const (
	WorkStream    = "IRFUZZ_WORK"
	ResultStream  = "IRFUZZ_OUTCOMES"
	FindingStream = "IRFUZZ_FINDINGS"
	StateBucket   = "irfuzz_campaigns"
	ReproBucket   = "irfuzz_repros"

	workPrefix    = "irfuzz.work."
	resultPrefix  = "irfuzz.outcomes."
	findingPrefix = "irfuzz.findings."

	// currentKey holds the id of the campaign started last.
	currentKey = "current"
)

func workSubject(id string) string    { return workPrefix + id }
func resultSubject(id string) string  { return resultPrefix + id }
func findingSubject(id string) string { return findingPrefix + id }

func configKey(id string) string              { return id + ".config" }
func stateKey(id string) string               { return id + ".state" }
func commandKey(id string) string             { return id + ".serve" }
func progressKey(id string) string            { return id + ".progress" }
func marksName(id string) string              { return id + "/corpus-marks.json" }
func seedsName(id string) string              { return id + "/seeds.json" }
func sharedName(id string, k int) string      { return fmt.Sprintf("%s/added/%d.json", id, k) }
func memberKey(id, worker string) string      { return id + ".worker." + worker }
func membersKey(id string) string             { return id + ".worker.*" }
func workConsumer(id string) string           { return "work-" + id }
func resultConsumer(id string) string         { return "results-" + id }
func resultMsgID(id string, index int) string { return fmt.Sprintf("%s/%d", id, index) }
func reproName(id, finding string) string     { return id + "/" + finding + ".py" }
func origName(id, finding string) string      { return id + "/" + finding + ".orig.py" }

// idPattern is what a campaign or worker id may hold: one token of a NATS
// subject, a KV key part and a consumer name.
var idPattern = regexp.MustCompile(`^[A-Za-z0-9_-]{1,64}$`)

// CheckID reports whether id can name a campaign or a worker.
func CheckID(id string) error {
	if !idPattern.MatchString(id) {
		return fmt.Errorf("bad id %q: want 1 to 64 letters, digits, '-' or '_'", id)
	}
	return nil
}

// newID is a fresh campaign id: the UTC start time and 4 random bytes,
// e.g. 20261129T153000-9f86d081.
func newID(now time.Time) string {
	var b [4]byte
	rand.Read(b[:])
	return now.UTC().Format("20060102T150405") + "-" + hex.EncodeToString(b[:])
}
