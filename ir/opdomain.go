package ir

import "strconv"

// OpDomain is where an op runs (OpDef.Domain). PyPTO files the ops outside
// a single core under their own categories: "DistributedOp" for the
// cross-rank pld.* ops and the host collectives and runtime intrinsics
// (src/ir/op/distributed/*.cpp), "TaskOp" for the manual-scope task ids
// (src/ir/op/sync_ops/task.cpp). A single-core model of one rank -- the
// simulator, the reference of a kernel -- can run only DomainCore ops; the
// others need peer ranks or the host runtime.
type OpDomain uint8

// The op domains.
const (
	// DomainCore ops run on one core of one rank: every tile, tensor,
	// sync and cross-core op.
	DomainCore OpDomain = iota
	// DomainRanks ops read or write other ranks' window buffers, or the
	// communication context that names them (pld.system.*, pld.tile.*,
	// pld.tensor.*): they need the peer ranks of a comm domain.
	DomainRanks
	// DomainHost ops run on the host orchestrator or its runtime, never
	// inside a kernel: task ids (system.task_*), the window-buffer
	// allocation and the world size (pld.tensor.alloc_window_buffer,
	// pld.system.world_size, host-only by the parser's check,
	// python/pypto/language/parser/ast_parser.py:8573-8603), the host
	// collective dispatches (builtin.tensor.*) and the runtime intrinsics
	// (dist.*).
	DomainHost
)

func (d OpDomain) String() string {
	switch d {
	case DomainCore:
		return "core"
	case DomainRanks:
		return "ranks"
	case DomainHost:
		return "host"
	}
	return "OpDomain(" + strconv.Itoa(int(d)) + ")"
}
