// Package pipeline runs irfuzz's model of PyPTO's tile-lowering passes
// under property contracts.
//
// A Pass declares the properties it Requires, Produces and Invalidates; a
// Pipeline runs a list of passes on a copy-on-write program, checking that
// each pass's requirements are available (when the list starts
// mid-pipeline, the input is verified for them instead of assumed),
// verifying properties with PyPTO's schedule (VerificationLevel Basic:
// Structural ∩ Verified at the start, then each newly produced Verified
// property once per production) and running instruments around every pass:
// Verification (Before / After / BeforeAndAfter), Roundtrip (print, parse,
// compare), Purity (the pass left its input unchanged) and Snapshot (every
// pass's output, for localizing a failure). A failure names the pass, the
// phase and the diagnostics.
//
// Context carries everything per run — backend, level, instruments,
// enabled faults — so many pipelines run concurrently. Faults are named
// switches, off by default, each re-creating one historical PyPTO bug
// inside our passes (fault.go); they let the harness prove it still
// catches each bug class.
//
// Contracts of PyPTO passes the model does not run are checks in the
// model pass at their stage, each in a file named after the PyPTO pass
// (convert_tensor_to_tile_ops.go and legalize_tile_cast.go, run by
// FlattenTileNdTo2D). Default is PyPTO's pass pipeline, from
// InlineFunctions, UnrollLoops and CtrlFlowTransform before ConvertToSSA; Compile adds PTOCodegen (pto_codegen.go), the contract of
// the PTO code generation ir.compile runs after it.
//
// One pass lives in one file named after it (infer_tile_memory_space.go
// for InferTileMemorySpace) with its Before / Expected programs under
// testdata/<Pass>/. Start reading at pass.go, then run.go.
//
// What does not live here: the rules that check properties (package
// verifier) and per-chip facts (package backend).
package pipeline
