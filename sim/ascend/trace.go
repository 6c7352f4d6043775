package ascend

import (
	"encoding/json"
	"io"
)

// WriteChromeTrace writes the spans of a traced run as Chrome trace-event
// JSON (chrome://tracing, Perfetto): one process per core, one thread
// (track) per pipe, one complete ("X") event per executed entry. Time
// stamps are cycles written in the format's microsecond field, so the
// viewer's "1 µs" reads as one cycle.
func WriteChromeTrace(w io.Writer, r *Result) error {
	type ev struct {
		Name string         `json:"name"`
		Ph   string         `json:"ph"`
		Ts   int64          `json:"ts"`
		Dur  *int64         `json:"dur,omitempty"`
		Pid  int            `json:"pid"`
		Tid  int            `json:"tid"`
		Args map[string]any `json:"args,omitempty"`
	}
	var evs []ev
	seen := map[[2]int]bool{}
	for ci, n := range r.CoreNames {
		evs = append(evs, ev{Name: "process_name", Ph: "M", Pid: ci, Args: map[string]any{"name": n}})
	}
	for _, sp := range r.Spans {
		k := [2]int{sp.Core, int(sp.Pipe)}
		if !seen[k] {
			seen[k] = true
			evs = append(evs, ev{Name: "thread_name", Ph: "M", Pid: sp.Core, Tid: int(sp.Pipe), Args: map[string]any{"name": sp.Pipe.String()}})
		}
		d := sp.End - sp.Start
		evs = append(evs, ev{Name: sp.Name, Ph: "X", Ts: sp.Start, Dur: &d, Pid: sp.Core, Tid: int(sp.Pipe),
			Args: map[string]any{"core": sp.Instr.Core, "index": sp.Instr.Index}})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	return enc.Encode(map[string]any{"traceEvents": evs, "displayTimeUnit": "ns"})
}
