// Package ref is the functional reference semantics of an input PyPTO
// program (before any compiler pass): Run evaluates one function of an
// ir.Program on input tensors and scalars and returns the final value of
// every tensor parameter, with the elements that hold no data marked
// undefined. The cycle-level simulator's outputs (sim/ascend) are compared
// against it with sim.Compare, which never compares an undefined element.
//
// Model (value.go, ref.go, stmt.go, expr.go):
//
//   - Values: scalars (float64 + dtype; undefined when read from an element
//     that holds no data), tiles (physical shape, dtype, valid shape, data
//     and a per-element defined mask), tensors (*sim.Tensor, shared by
//     reference), tuples, task ids, opaque tile.alloc pointers. A tile
//     element is usable when it was written and lies inside the tile's
//     valid region. An op reads usable elements only; its result is
//     undefined wherever an element it needs is not usable, and outside
//     its own valid region.
//   - Valid regions come from the call's deduced result type
//     (TileType.Effective().ValidShape), evaluated with the current scalar
//     values, and then travel with the value: loop carries, phis and
//     parameters pass it along unchanged.
//   - Arithmetic is float64 (int64 for integer scalars) rounded to the op's
//     result dtype at every op, through package sim's shared semantics
//     (Round, ElementwiseBinary, IntDivide, ElementwiseUnary, Cast, Reduce,
//     Dot, PadFill), so the reference and the simulator agree by
//     construction. Input tensors are copied and rounded to their dtype on
//     entry; the caller's tensors are never mutated.
//   - Per-op semantics live in read-only tables (ops.go; one file per op
//     family): by class for the vector ops (ir.OpDef.Class), by op value for
//     the others; a test walks the registry and fails when an op has
//     neither. Synchronization ops are explicit no-ops.
//   - Tensor-level ops (ops_tensor.go, ops_tensor_data.go) compute whole
//     GM tensors: an argument is read inside the valid region its type
//     states, a result is a fresh tensor undefined outside its type's;
//     tensor.assemble writes its target in place, reshape and
//     set_validshape share their source's storage, the other views copy.
//
// Statements:
//
//   - Loops of every kind (range, parallel, unroll, pipeline) run
//     sequentially in iteration order; a negative step counts down while
//     the loop variable is above stop; a zero-trip loop binds its results
//     to the inits. break ends a loop, and continue goes on to the next
//     iteration, with the carry PyPTO's CtrlFlowTransform gives the escape
//     (ResolveYieldAtEscape): each yielded variable assigned by a
//     top-level statement of the body before the escape, or an iter arg,
//     as it stands; the iteration's carry in every other slot.
//   - if binds its phis from the taken branch's trailing yield; pl.while_
//     re-evaluates its condition over the carries; the natural while reads
//     the variables its body reassigns (PyPTO's non-SSA reuse of the Var).
//   - Scopes are transparent (what the body binds stays visible) and run
//     once, except: a split_aiv scope runs its body once per vector lane,
//     lane 0 first, with tile.get_subblock_idx returning the lane; an spmd
//     scope (and pl.spmd_submit) once per block with tile.get_block_idx /
//     get_block_num returning the block and the count. Outside such scopes
//     the lane and block come from Options.
//   - Calls (self.f(...)) and submits pass tensors by reference, so writes
//     through Out / InOut parameters are visible to the caller; a submit's
//     task id is a counter.
//   - The distributed ops run in a world of one rank (ops_distributed.go):
//     world size 1, every peer rank 0, a window buffer this rank's memory,
//     a collective moving this rank's data only; a wait whose condition
//     does not already hold is an error (it would wait forever). Task ids
//     count, the invalid one is -1; arrays are immutable values.
//   - Cross-core tpush / tpop are FIFO queues per (direction, id, lane) in
//     the interpreter state (ops_crosscore.go documents the split rules);
//     popping an empty queue is an error (the program would deadlock).
//     aiv_shard hands the current lane its half along the split axis;
//     aic_gather places the lane's half into a tile shared by both lanes'
//     executions inside one split_aiv scope.
//
// Every statement and loop iteration counts against a step budget
// (Options.MaxSteps), so a runaway loop is an error rather than a hang.
// A program that is ill-formed at run time (an unbound variable, a value of
// the wrong kind, an index or window out of range, a branch on an
// undefined value) gives an *Error naming the innermost statement's span
// and function; nothing panics.
//
// What does not live here: memories, layouts, pitches, pipes and
// synchronization (sim/ascend), and input generation and comparison
// (package sim).
package ref
