package verifier

import (
	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

// accToGmStoreRule is AccToGmStoreValid (PyPTO verify_acc_to_gm_store.cpp,
// the version with the writeback-conversion check). Every tile.store
// (tile, offsets, output_tensor, ...) whose source tile resolved to Acc
// must target a GM tensor whose dtype
//
//   - the cube fix-pipe can narrow into on this backend
//     (backend.SupportsAccToGm: INT32/FP32/FP16/BF16 on both chips), and
//   - the unscaled writeback can reach from this accumulator's dtype
//     (backend.CubeWritebackSupports: identity, or FP32 to FP16/BF16), since
//     any other pair is a (de/re)quantization needing a scale the store
//     cannot carry.
//
// Skipped when no backend is configured, and for a source whose memory
// space is unresolved. Calls and Submits (through their call view) in every
// function. Code 1 for both.
var accToGmStoreRule = &rule{
	name: "AccToGmStoreValid",
	prop: AccToGmStoreValid,
	doc:  "a store from Acc targets a dtype the fix-pipe writeback can produce from the accumulator",
	run:  runAccToGmStore,
}

func runAccToGmStore(p *Pass) {
	if p.Backend == nil {
		return
	}
	for _, f := range p.Prog.Funcs {
		if f == nil {
			continue
		}
		w := &irVisitor{
			call:   func(c *ir.Call) { accToGmStore(p, f.Name, c) },
			submit: func(s *ir.Submit) { accToGmStore(p, f.Name, submitCallView(s)) },
		}
		w.visitStmt(f.Body)
	}
}

func accToGmStore(p *Pass, fn string, c *ir.Call) {
	if !isOp(c, ir.TileStore) || len(c.Args) <= 2 || c.Args[0] == nil || c.Args[2] == nil {
		return
	}
	src, ok := c.Args[0].Type().(*ir.TileType)
	if !ok || src.Space != ir.Acc {
		return
	}
	dst, ok := c.Args[2].Type().(*ir.TensorType)
	if !ok {
		return
	}
	b, dt := p.Backend, dst.DType
	if !b.SupportsAccToGm(dt) {
		list := "INT32/FP32/FP16"
		if b.SupportsAccToGm(ir.BF16) {
			list += "/BF16"
		}
		p.Errorf(1, c.Pos, "cube accumulator cannot be stored directly into a '%s' global tensor on the '%s' backend "+
			"(function '%s'). The fix-pipe narrows an Acc tile only into %s. Narrow through the vector unit first -- "+
			"cast the matmul result to '%s' (e.g. pl.cast(result, ...)) and store that -- or accumulate into an "+
			"INT32/FP32 tensor and convert afterwards.", dtypeText(dt), b.Arch, fn, list, dtypeText(dt))
		return
	}
	if backend.CubeWritebackSupports(src.DType, dt) {
		return
	}
	s, d := dtypeText(src.DType), dtypeText(dt)
	p.Errorf(1, c.Pos, "a '%s' cube accumulator cannot be stored into a '%s' global tensor (function '%s'): the "+
		"fix-pipe writeback converts only FP32 -> FP16/BF16, so reaching '%s' from '%s' is %s and needs a scale "+
		"this store cannot carry. Convert in the vector unit instead -- pl.cast(result, %s) and store that -- or "+
		"store into a '%s' tensor (for a matmul, that is out_dtype=%s).",
		s, d, fn, d, s, scaledConversion(src.DType, dt), d, s, s)
}

// scaledConversion is DescribeCubeWritebackScaledConversion: the kind of
// scaled conversion a rejected accumulator/destination pair would need.
func scaledConversion(acc, out ir.DataType) string {
	switch {
	case acc.IsFloat():
		return "a quantization"
	case out.IsFloat():
		return "a dequantization"
	}
	return "a requantization"
}
