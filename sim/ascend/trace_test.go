package ascend

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite golden files")

// TestChromeTrace writes the trace of the timing test's stream and
// compares it with testdata/adds_trace.json; the file loads in Perfetto.
func TestChromeTrace(t *testing.T) {
	a := MustArch("910B")
	res := mustRun(t, a, addsKernel(true), addsInput(), Options{Trace: true})
	var buf bytes.Buffer
	if err := WriteChromeTrace(&buf, res); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		TraceEvents []struct {
			Name string `json:"name"`
			Ph   string `json:"ph"`
			Ts   int64  `json:"ts"`
			Dur  int64  `json:"dur"`
			Pid  int    `json:"pid"`
			Tid  int    `json:"tid"`
		} `json:"traceEvents"`
	}
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	var x, m int
	for _, e := range doc.TraceEvents {
		switch e.Ph {
		case "X":
			x++
		case "M":
			m++
		}
	}
	if x != 7 || m != 4 { // 7 entries; process name + threads MTE2, V, MTE3
		t.Fatalf("%d complete events, %d metadata events", x, m)
	}
	golden := filepath.Join("testdata", "adds_trace.json")
	if *update {
		if err := os.WriteFile(golden, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(want, buf.Bytes()) {
		t.Fatalf("trace differs from %s (run with -update after checking):\n%s", golden, buf.String())
	}
	// Tracing off records nothing.
	if r := mustRun(t, a, addsKernel(true), addsInput(), Options{}); len(r.Spans) != 0 {
		t.Fatalf("spans without Trace")
	}
}
