package ref

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

func seq16() *sim.Tensor {
	return fill(ir.FP32, []int64{4, 4}, func(k int) float64 { return float64(k) })
}

func TestSplitAivRunsEveryLane(t *testing.T) {
	p := load(t, "lanes.py")
	r := run(t, p, "split", in{tensors: map[string]*sim.Tensor{"x": seq16()}})
	want(t, "split_aiv", out(t, p, r, "split", "out"), `
		0 10 20 30
		40 50 60 70
		81 91 101 111
		121 131 141 151`)
}

func TestSpmdRunsEveryBlock(t *testing.T) {
	p := load(t, "lanes.py")
	r := run(t, p, "blocks", in{tensors: map[string]*sim.Tensor{"x": seq16()}})
	want(t, "spmd", out(t, p, r, "blocks", "out"), `
		300 301 302 303
		305 306 307 308
		310 311 312 313
		? ? ? ?`)
}

func TestLaunchQueriesFollowOptions(t *testing.T) {
	p := load(t, "lanes.py")
	r, err := tryRun(t, p, "ids", in{}, Options{BlockIdx: 5, BlockNum: 8, Subblock: 1})
	if err != nil {
		t.Fatal(err)
	}
	w := Tuple{Scalar{V: 5, DType: ir.INDEX}, Scalar{V: 8, DType: ir.INDEX}, Scalar{V: 1, DType: ir.INDEX}}
	if len(r.Returns) != 3 || r.Returns[0] != w[0] || r.Returns[1] != w[1] || r.Returns[2] != w[2] {
		t.Errorf("returns %v, want %v", r.Returns, w)
	}
	r = run(t, p, "ids", in{})
	if r.Returns[0] != (Scalar{V: 0, DType: ir.INDEX}) || r.Returns[1] != (Scalar{V: 1, DType: ir.INDEX}) {
		t.Errorf("defaults: returns %v, want block 0 of 1", r.Returns)
	}
}

func TestCrossCoreQueues(t *testing.T) {
	p := load(t, "lanes.py")
	r := run(t, p, "cross", in{tensors: map[string]*sim.Tensor{"a": seq16()}})
	// Each lane popped its half (split=1: rows 0-1 and 2-3) and stored it
	// at its own rows; the cube popped both lanes' pushes back together.
	w := `
		100 101 102 103
		104 105 106 107
		108 109 110 111
		112 113 114 115`
	want(t, "vector lanes", out(t, p, r, "cross", "mid"), w)
	want(t, "cube gather", out(t, p, r, "cross", "out"), w)

	_, err := tryRun(t, p, "starve", in{}, Options{})
	if err == nil || err.Error() != "testdata/lanes.py:51:9: in vec: tile.tpop_from_aic: nothing was pushed to lane 0 with id 0 (the program would deadlock)" {
		t.Errorf("pop from an empty queue: %v", err)
	}
}

func TestShardAndGather(t *testing.T) {
	p := load(t, "lanes.py")
	r := run(t, p, "shard", in{tensors: map[string]*sim.Tensor{"a": seq16()}})
	// Lane l gets rows 2l, 2l+1 and adds l; the gather reassembles both.
	want(t, "inside split_aiv", out(t, p, r, "shard", "out"), `
		0 1 2 3
		4 5 6 7
		9 10 11 12
		13 14 15 16`)
	// Outside a split_aiv scope the function runs as lane 0 only: the
	// other lane's half of the gather holds no data.
	r = run(t, p, "shard_outside", in{tensors: map[string]*sim.Tensor{"a": seq16()}})
	want(t, "outside split_aiv", out(t, p, r, "shard_outside", "out"), `
		0 1 2 3
		4 5 6 7
		? ? ? ?
		? ? ? ?`)
}
