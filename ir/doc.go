// Package ir is the data model of the PyPTO tile IR as irfuzz understands it:
// data types, memory spaces, types (Scalar, Tensor -- plain or distributed
// --, Tile with its TileView, Tuple, Array, Ptr, and the communication-
// context and async-prefetch handles of types_distributed.go), expressions,
// statements, functions and programs, plus
// everything that reads or writes them without knowing about passes:
//
//   - the op registry (registry.go, ops_*.go), the single source of facts about
//     ops: argument and kwarg schema, type deduction, memory-space rules,
//     in-place safety, core affinity, pipe and effects, the PTO operation
//     codegen emits, and (opclass.go) the vector class, scalar function and
//     cross-core role the simulator, the reference and the generator
//     dispatch on, and (opdomain.go) where an op runs: one core, the ranks
//     of a comm domain, the host. Every op is an exported value
//     (TileLoad, ...), compared by identity outside this package, never by
//     name;
//   - shared IR utilities the passes, rules and simulators use alike:
//     walks, TrailingYield and the scopes it looks through (visit.go);
//     VarOf, CollectReads, DefinedVars, VarsInType, DefSites (vars.go);
//     StmtSpan, StmtCall, LoopParts (stmt_parts.go); RebuildLoop,
//     MapBodies, FilterTrailingYield (rebuild.go); EliminateDeadCode and
//     RemovableAssign (dead_code_elimination.go); StripDeadIterArgs and
//     LoopRepair, the repair of a list that lost some of its statements
//     (loop_state_repair.go); UnboundReads (scope_walk.go); BufferRoots
//     (buffer_roots.go); ReturnedParams, TraceToParam and FirstReturn, the
//     return lineage (return_lineage.go); WrapperEffectiveDirections
//     (wrapper_directions.go);
//   - the TileView rules (tileview.go): implicit layout per memory space,
//     canonicalization at construction and the Effective accessor every
//     consumer uses;
//   - the small arithmetic prover behind StampCompactForNarrowedAccRows and
//     AccPitchesCoincide (prove.go, compact.go);
//   - the PyPTO text format: printer (print.go) and parser (parse.go), with
//     the DSL wrappers of the distributed, system, array and prefetch ops
//     (parse_distributed.go, parse_system.go, print_distributed.go) and
//     parse-time constant folding (parse_fold.go);
//   - structural equality with a first-difference path, a hash consistent
//     with it, deep clone, and visitor / mutator helpers.
//
// Nodes are immutable once built: code that wants a different program builds
// new nodes (copy on write). Var identity is pointer identity; names are
// cosmetic. Nothing in this package holds mutable global state; the default
// op registry is built once and only read afterwards.
//
// What does not live here: property verifiers (package verifier), passes
// (package pipeline), per-chip facts (package backend), simulation (package
// sim/...). This package imports nothing else from irfuzz.
//
// Start reading at node.go (expressions and statements), then types.go and
// registry.go.
package ir
