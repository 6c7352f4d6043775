// Package pto is the PTO dialect: it reads the PTO programs the real
// PyPTO's code generation writes (pto_backend.generate(...,
// skip_ptoas=True): one module per kernel, MLIR text in the PTO dialect
// with every buffer's address, memory, shape, valid shape, layout, fractal
// and pad explicit) and turns them into sim/ascend programs, and it writes
// the same dialect for the model's compiled programs (emit.go), so that
// what PyPTO finally emits and what the model lowers to run through one
// reader on one byte-accurate simulator, and where they compute
// differently is one operation (diff.go).
//
// Start at parse.go (Parse: the MLIR subset PyPTO emits, as a tree of
// elements per operation, each with its .pto line and its loc() back to
// the PyPTO source), then translate.go (Translate: one core per function
// by pto.kernel_kind, control flow unrolled and scalars folded, one
// instruction per executing operation, in program order) and ops.go (the
// operations: control flow and arith, tensor and partition views,
// alloc_tile / subview / treshape / set_validshape, the reserved slot
// buffers and the pipe protocol, barriers, and compute, found through
// the registry's PTO names, ir.OpDef.PTO).
//
// What translation checks, as Diag: tiles past their memory, misaligned,
// or overlapping a reserved slot buffer; partitions outside their tensor
// view; a push or pop of a tile larger than a slot; the two sides of the
// pipe disagreeing. What the simulator checks on the result (run with
// ascend.Options.InOrder, since PyPTO leaves flag insertion to ptoas):
// reads of bytes no one wrote, reads at the wrong pitch, GM windows out
// of bounds, a free without its pop, a core left waiting.
//
// An operation the reader knows but does not simulate (Unsupported) gives
// an *UnsupportedError; anything it does not know, a *Error naming the
// operation and its line.
//
// emit.go, emit_ops.go, emit_control.go and emit_pipe.go (Emit) are the
// Go counterpart of PyPTO's pto_codegen.cpp and its op emitters, for the
// ops the registry has; dialect.go holds the names both directions share.
// diff.go (Diff) pairs two kernels' instructions by operation and source
// line and finds the first whose result differs (ascend.Options.Observe).
//
// Not here: running the reference and comparing (oracle.SimulatePTO,
// oracle.ComparePTO), compiling the model (oracle.ModelPTO).
package pto
