package pipeline

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

var opTileCast = ir.TileCast

// checkTileCasts is the contract of PyPTO's LegalizeTileCast, which runs
// right after FlattenTileNdTo2D (python/pypto/ir/pass_manager.py:178-182):
// every `x = tile.cast(t, ...)` must convert along the target's pto.tcvt
// table, natively or through a chain of native casts whose intermediates
// do not narrow relative to the destination (backend.CastChain); a pair no
// such chain joins is a user error
// (src/ir/transforms/legalize_tile_cast_pass.cpp:264-267, CHECK_SPAN),
// e.g. INT8 -> FP32 on both chips. With no backend configured nothing is
// checked (:309-311), and host-level functions are skipped (:302-304).
//
// The model's FlattenTileNdTo2D runs this check last. The model does not
// expand a legal non-native cast into its chain: its tile.cast converts
// directly, which can differ from the chain in rounding (e.g. FP32 -> FP16
// -> INT8 rounds twice); docs/pypto-version.md lists it.
func checkTileCasts(p *ir.Program, ctx *Context) error {
	b := ctx.Backend
	if b == nil {
		return nil
	}
	for _, f := range p.Funcs {
		if f == nil || f.Body == nil || f.Level == ir.LevelHost {
			continue
		}
		var err error
		ir.Walk(f.Body, func(n ir.Node) bool {
			a, ok := n.(*ir.AssignStmt)
			if !ok || err != nil {
				return err == nil
			}
			c, ok := a.Value.(*ir.Call)
			if !ok || c.Op != opTileCast || len(c.Args) == 0 {
				return true
			}
			src, ok1 := c.Args[0].Type().(*ir.TileType)
			dst, ok2 := c.T.(*ir.TileType)
			if !ok1 || !ok2 {
				return true
			}
			if _, ok := b.CastChain(src.DType, dst.DType); !ok {
				err = fmt.Errorf("%s: LegalizeTileCast: no native cast path from %s to %s for arch %s; pto.tcvt does not support this conversion",
					a.Pos, strings.ToLower(src.DType.String()), strings.ToLower(dst.DType.String()), b.Arch)
			}
			return true
		})
		if err != nil {
			return err
		}
	}
	return nil
}
