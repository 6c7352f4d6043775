package ir

import "strings"

// Synchronization ops (PyPTO src/ir/op/sync_ops/sync.cpp), the launch
// queries and system.syncall.

// MaxEventID is the largest user event id of set_flag / wait_flag.
const MaxEventID = 7

func syncFlag(name, doc string) *OpDef {
	return &OpDef{
		Name: name, Doc: doc,
		Args:        []ArgSpec{{Name: "event_id_dyn", Kind: ArgScalar, Optional: true}},
		Kwargs:      []KwSpec{{Name: "set_pipe", Kind: KwPipe}, {Name: "wait_pipe", Kind: KwPipe}, {Name: "event_id", Kind: KwInt}},
		ReusesInput: -1,
		Access:      AccessFunctional,
		Pipe:        PipeS,
		Deduce: func(d *Deduction) (Type, error) {
			_, hasSet := d.Kw("set_pipe")
			_, hasWait := d.Kw("wait_pipe")
			if !hasSet || !hasWait {
				return nil, d.Errf(-1, "pipes", "requires set_pipe and wait_pipe attributes")
			}
			ev, hasEv := d.Kw("event_id")
			if hasEv == d.Has(0) {
				return nil, d.Errf(-1, "event-id", "requires exactly one static event_id attribute or dynamic event-id operand")
			}
			if hasEv {
				if e := ev.(int64); e < 0 || e > MaxEventID {
					return nil, d.Errf(-1, "event-id", "event_id must be in the user-available range [0, %d], got %d", MaxEventID, e)
				}
			} else if d.ScalarDType(0) != INDEX {
				return nil, d.Errf(0, "event-id", "dynamic event id must have ScalarType(INDEX), got %s", d.ScalarDType(0))
			}
			return Unknown(), nil
		},
	}
}

func barrier(name, doc string, pipe PipeType) *OpDef {
	return &OpDef{
		Name: name, Doc: doc,
		ReusesInput: -1,
		Access:      AccessFunctional,
		Pipe:        pipe,
		Deduce:      func(d *Deduction) (Type, error) { return Unknown(), nil },
	}
}

var (
	SystemSyncSrc = syncFlag("system.sync_src", "set_flag: signal event_id from set_pipe to wait_pipe")
	SystemSyncDst = syncFlag("system.sync_dst", "wait_flag: block wait_pipe until set_pipe signals event_id")
	SystemBarV    = barrier("system.bar_v", "pipe_barrier on the vector pipe", PipeV)
	SystemBarM    = barrier("system.bar_m", "pipe_barrier on the cube pipe", PipeM)
	SystemBarAll  = barrier("system.bar_all", "pipe_barrier on every pipe", PipeAll)
)

// scalarQuery is an op with no arguments returning an INDEX scalar.
func scalarQuery(name, doc string, aff Affinity) *OpDef {
	return &OpDef{
		Name: name, Doc: doc,
		ReusesInput: -1,
		Affinity:    aff,
		Access:      AccessNone,
		Pipe:        PipeS,
		StatedLane:  true,
		Tile:        strings.HasPrefix(name, "tile."),
		Deduce:      func(d *Deduction) (Type, error) { return Scalar(INDEX), nil },
	}
}

var (
	TileGetBlockIdx    = scalarQuery("tile.get_block_idx", "the index of this block in its SPMD launch", Shared)
	TileGetBlockNum    = scalarQuery("tile.get_block_num", "the number of blocks in this SPMD launch", Shared)
	TileGetSubblockIdx = scalarQuery("tile.get_subblock_idx", "the vector lane (0 or 1) this AIV sub-block runs on", Vector)
	// The launch-shape queries are INT32 (src/ir/op/sync_ops/launch.cpp:28-66).
	SystemAvailClusters = int32Query(scalarQuery("system.available_cluster_count", "launch-shape query: the cube clusters this run may use", Shared))
	SystemAvailAIV      = int32Query(scalarQuery("system.available_aiv_count", "launch-shape query: the vector cores this run may use", Shared))
)

// int32Query makes a scalar query deduce Scalar[INT32].
func int32Query(o *OpDef) *OpDef {
	o.Deduce = func(d *Deduction) (Type, error) { return Scalar(INT32), nil }
	return o
}

var SystemSyncall = &OpDef{
	Name: "system.syncall",
	Doc:  "barrier across every core of core_type in the launch (hard: FFTS; soft: GM polling)",
	Kwargs: []KwSpec{
		{Name: "mode", Kind: KwSyncAllMode},
		{Name: "core_type", Kind: KwKernelType},
		{Name: "used_cores", Kind: KwInt},
	},
	ReusesInput: -1,
	Access:      AccessFunctional,
	Pipe:        PipeAll,
	Deduce: func(d *Deduction) (Type, error) {
		if v, ok := d.Kw("used_cores"); ok && v.(int64) <= 0 {
			return nil, d.Errf(-1, "used-cores", "used_cores must be positive, got %d", v.(int64))
		}
		return Unknown(), nil
	},
}
