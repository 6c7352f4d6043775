// Package ascend is a cycle-level, byte-accurate simulator of an Ascend AI
// core cluster (one cube core, AIC, and its vector cores, AIV) driven by
// explicit per-core instruction streams. It is irfuzz's differential
// oracle for compiled kernels: where a writer and a reader disagree about
// layout, pitch, liveness or synchronization it produces the same wrong
// numbers the hardware would, and says why in a typed Diagnostic.
//
// Start reading at instr.go (Program, Instr, Tile: the input), then
// engine.go (Run and the event loop). Design: research/sim-brief.md §4;
// hardware facts: §1.2-1.10 and §2.
//
// # Units, one per file
//
//   - arch.go: Arch, the chip as the simulator sees it. Buffer sizes,
//     alignment, reserved UB and cluster shape are read from a
//     backend.Backend, never restated; the chip generation, event ids and
//     the cost table are added beside them.
//   - memory.go: Buffer, one byte-accurate memory (UB, L1, L0A, L0B, L0C,
//     BT of a core, or a GM tensor) with a state per byte (poison = never
//     written, defined, garbage = written from undefined data) and shadow
//     metadata per block (last writer, its epoch and pitch, last reader
//     per pipe). elem.go encodes values in their dtype's bytes.
//   - layout.go: the layout engine: ND / DN / NZ / ZN / ZZ / NN element
//     offsets with fractal inner boxes, and the pitch rules per (chip,
//     instruction): mad writes L0C at ceil16(valid M); a store (or an a2a3
//     TPUSH) from Acc reads at physical Rows unless the tile is compact;
//     a2a3 Acc moves ignore compact; a5 Acc moves and TPUSHes use the
//     static-vs-dynamic rule (a static narrowing is one below the
//     physical pitch, so a row window of a taller accumulator is one).
//   - instr.go: the instruction set; check.go: static checks (capacity,
//     alignment, bounds, legal routes and forms, event ids).
//   - exec.go, exec_vector.go, channel.go: what each instruction reads and
//     writes, computed with package sim's arithmetic (Round, Dot, Cast,
//     Reduce, ElementwiseBinary/Unary, PadFill) so the simulator and the
//     reference interpreter sim/ref agree wherever the kernel is right.
//   - engine.go: the discrete-event engine: integer cycles, (time, seq)
//     event order, a scalar front end dispatching into one in-order queue
//     per pipe (S, MTE1, MTE2, MTE3, M, V, FIX) per core; reads happen
//     when an instruction starts, writes become visible when it ends.
//     sync.go: set_flag / wait_flag semantics.
//   - cost.go: the cost table of sim-brief §4.7, each figure marked
//     sourced or assumed.
//   - hazard.go: vector clocks per pipe through flags, barriers, the front
//     end and TPUSH/TPOP; RAW / WAR / WAW between accesses with no
//     happens-before edge, independent of the timing model.
//   - deadlock.go: wait-for analysis when nothing can move; flags left set.
//   - diag.go: Diagnostic, one Kind per defect; result.go: Result (GM
//     outputs as *sim.Tensor with defined masks, cycles, per-pipe busy /
//     stall / utilization); trace.go: Chrome trace JSON for Perfetto.
//
// Everything is deterministic: no clock, no map iteration that affects
// results, no goroutines, no package-level mutable state; any number of
// simulations may run concurrently. Options.Jitter with a Seed perturbs
// latencies reproducibly, so an output that changes with the seed
// exposes a timing-dependent (racy) kernel.
//
// # Lowering contract
//
// A compiled PyPTO kernel (after the pass pipeline: memory spaces, MemRef
// addresses, ExpandMixedKernel, sync insertion) is translated 1:1:
//
//   - Program.Tensors: one TensorDecl per GM tensor the kernel touches
//     (static shape, dtype, layout ND or DN). Run's inputs are
//     index-aligned with it; Result.Outputs too.
//
//   - Program.Cores: one CoreProgram per core: the AIC function on an AIC,
//     the AIV function once per vector lane (tile.get_subblock_idx
//     resolved to the lane), named aic0, aiv0, aiv1, ... On split-mode
//     chips a function mixing cube and vector ops must be expanded first:
//     an instruction only touches its own core's buffers, so data crosses
//     cores through TPUSH / TPOP (the a5 L0C -> UB and UB -> L1 paths
//     included; a single-core TMOV into another space is rejected).
//
//   - Control flow is unrolled and every scalar is a concrete value: loop
//     variables, offsets, dynamic valid shapes, tile-scalar operands.
//
//   - Every call of an executing op becomes exactly one instruction, in
//     program order, with the opcode OpFor gives. Ops that execute
//     nothing (ir.AccessView / AccessNone: tile.create, tile.alloc,
//     tile.slice, tile.reshape, tile.transpose_view, tile.set_validshape,
//     block-index queries) emit nothing: their effect lives in the Tile
//     operands of the instructions that use their results.
//
//   - tile.create gives its tile no contents (the reference makes every
//     element undefined), yet its buffer may still hold a dead tile's
//     bytes, written at another pitch. Its operands, and those of views
//     of it and of carries at its address, get Created = 1 + the index of
//     the core's next instruction; an executing op's result never has
//     it, except a matmul_acc's or gemv_acc's (its Dst, the accumulator
//     argument written in place, only over the lhs's valid rows and the
//     rhs's valid columns: the rest stays without contents). A block
//     such an operand reads whose last writer precedes the create reads
//     as poison and skips the pitch check; a block written since reads
//     normally. Nothing else changes: bytes and shadow stay as they are,
//     so a race of the dead tile's in-flight accesses with the created
//     tile's first write is reported as before, and another tile still
//     aliasing the bytes reads them unchanged.
//
//   - A Tile is the ir.TileType of the operand: Space = its memory space;
//     Addr = its MemRef address plus the view's byte offset; DType; Rows,
//     Cols = the static shape; ValidRows, ValidCols = the valid shape's
//     values (DynValid when it is not a constant in the IR); BLayout,
//     SLayout, Fractal, Compact, Pad = the fields of TileType.Effective();
//     Pitch = the parent's pitch for a window into a larger tile (its
//     row stride for ND, column-block stride for NZ), 0 otherwise;
//     Created as said above.
//
// Per op (Dst is the call's result unless said otherwise):
//
//	tile.load(t, offs, ...)          TLOAD        Dst; GM = {index of t, offs}
//	tile.store(x, offs, out, ...)    TSTORE       Src[0] = x; GM = {index of out, offs}; Atomic
//	tile.move(x)                     TMOV         Src[0] = x
//	tile.extract(x, r, c, shape)     TEXTRACT     Src[0] = x; Row = r; Col = c
//	tile.matmul(l, r)                TMATMUL      Src[0] = l; Src[1] = r
//	tile.matmul_acc(acc, l, r[, i])  TMATMUL_ACC  Dst = acc (TMATMUL when init_cond holds)
//	tile.matmul_bias(l, r, b)        TMATMUL_BIAS Src[2] = b
//	tile.gemv / tile.gemv_acc        TGEMV / TGEMV_ACC, as matmul / matmul_acc
//	vector ops (registry pipe V)     OpVec        Name = the op name; Src[0..2] = the tile
//	                                              arguments in order (lhs, rhs / row_vec,
//	                                              tmp); Scalar = the scalar argument or
//	                                              tile.full's value; Cast = the mode (Dst.DType
//	                                              is the target); Pad = fillpad's pad_value
//	                                              (fillpad's Dst is the whole box)
//	tile.tpush_to_aiv / _to_aic(x)   TPUSH        Src[0] = x; Chan = the pipe's channel
//	tile.tpop_from_aic / _from_aiv   TPOP         Dst = the popped tile; Chan
//	system.tfree_to_aic / _to_aiv(x) TFREE        Dst = x (the popped tile); Chan
//	system.sync_src / sync_dst       SET_FLAG / WAIT_FLAG with SetPipe, WaitPipe, Event
//	system.bar_v / bar_m / bar_all   PIPE_BARRIER with Pipe = V / M / ir.PipeAll
//
// And further:
//
//   - Channels: one Channel per cross-core pipe (initialize_pipe): From
//     the producer core(s), To the consumer(s), Slots = slot_num, Split =
//     the split kwarg of the pushes, ExplicitFree when the pops are
//     released by TFREEs.
//
//   - Pipes are not part of the contract: PipeOf derives each
//     instruction's pipe from backend.TransferPipe and the registry, so a
//     lowering cannot disagree with the pass pipeline about them.
//
//   - A lowering must not repair anything (add sync, fix layouts, clamp
//     windows): the simulator exists to execute what the compiler made.
//
// # Not modelled (see NotSimulated for the registry ops)
//
// Scalar element access (tile.read / write, tensor.read / write) and
// syncall; tile.assemble (TINSERT); GM layouts other than ND / DN; FP8,
// FP4 and MX types; fix-pipe relu / quantization; the unit-flag
// (AccPhase) overlap of M and FIX; GM / L2 bandwidth sharing between
// cores; UB bank conflicts; cross-core flags other than TPUSH / TPOP.
// Assumptions the cost or semantics rest on are marked "assumed" where
// they are made: V pipelines while the other pipes are serial; flags
// count (a second set before the wait warns); mad writes only the valid
// rows; a pop lands through MTE2; the scratch (tmp) tiles of col_sum,
// row_expand and transpose are clobbered (a row reduction's tmp is
// written as pto-isa writes it: see rowReduceScratch).
package ascend
