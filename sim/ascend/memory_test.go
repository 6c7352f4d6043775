package ascend

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

func TestBuffer(t *testing.T) {
	b := newBuffer("ub", 0, ir.Vec, 3*pageSize, 5, nPipes)
	if b.pages[0] != nil || len(b.pages) != 3 {
		t.Fatalf("pages allocated eagerly")
	}
	if v, st := b.load(100, ir.FP32, 4); st != statePoison || v != 0 {
		t.Fatalf("fresh bytes: %v %d", v, st)
	}
	b.store(pageSize+8, ir.FP16, 2, 1.5, stateDefined)
	if b.pages[0] != nil || b.pages[1] == nil {
		t.Fatalf("store allocated the wrong page")
	}
	if v, st := b.load(pageSize+8, ir.FP16, 2); st != stateDefined || v != 1.5 {
		t.Fatalf("read back %v %d", v, st)
	}
	// An element overlapping a garbage byte is undefined; one overlapping
	// a never-written byte is poison.
	b.store(pageSize+12, ir.INT8, 1, 3, stateGarbage)
	b.store(pageSize+13, ir.INT8, 1, 3, stateDefined)
	if _, st := b.load(pageSize+12, ir.INT16, 2); st != stateGarbage {
		t.Fatalf("garbage state %d", st)
	}
	if _, st := b.load(pageSize+10, ir.FP32, 4); st != statePoison {
		t.Fatalf("partly written element: state %d", st)
	}
	data, state := b.Bytes(pageSize+8, 4)
	if data[0] != 0x00 || data[1] != 0x3e || data[2] != poisonByte || state[0] != stateDefined || state[2] != statePoison {
		t.Fatalf("bytes % x states %v", data, state)
	}
	m, pg, i := b.meta(pageSize + 40)
	m.writer = 7
	b.readerRow(pg, 3)[i] = 9
	if m2, pg2, i2 := b.meta(pageSize + 63); m2.writer != 7 || pg2.readers[3][i2] != 9 {
		t.Fatalf("same 32-byte block, different shadow")
	}
	if m3, _, _ := b.meta(pageSize + 64); m3.writer != 0 {
		t.Fatalf("next block shares the shadow")
	}
	if lo, hi := b.blockRange(pageSize + 40); lo != pageSize+32 || hi != pageSize+64 {
		t.Fatalf("block range [%d, %d)", lo, hi)
	}
}

func TestDiagnosticNames(t *testing.T) {
	var names []string
	for k := KindCapacity; k < numKinds; k++ {
		names = append(names, k.String())
	}
	want := "capacity alignment out-of-bounds poison-read pitch-mismatch hazard deadlock flag-left-set event-id flag-double-set illegal"
	if got := strings.Join(names, " "); got != want {
		t.Fatalf("kinds %q", got)
	}
	if RAW.String() != "RAW" || WAR.String() != "WAR" || WAW.String() != "WAW" || Warning.String() != "warning" {
		t.Fatalf("names")
	}
}
