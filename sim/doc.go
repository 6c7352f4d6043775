// Package sim holds what the reference interpreter (sim/ref) and the
// cycle-level simulator (sim/ascend) must agree on, so that comparing
// their outputs tests data movement, layout, pitch and synchronization
// rather than two implementations of arithmetic:
//
//   - Tensor, the host-side value of a GM tensor, with a per-element
//     defined mask (elements outside every written valid region are
//     undefined and never compared);
//   - Round, rounding a float64 / int64 result to a dtype (RNE for floats,
//     two's-complement wrap for integers);
//   - the scalar semantics of elementwise ops (ElementwiseBinary, ...), one
//     matmul element (Dot: summed in float64 in ascending k, rounded once)
//     and the fill value of a pad (PadFill);
//   - Inputs, seeded integer-valued input data in ranges where every op of
//     a kernel stays exact in its dtype;
//   - Compare, the exact comparison with the first differing element.
//
// What does not live here: interpreting programs (sim/ref) and modelling
// the hardware (sim/ascend).
package sim
