package ir

// layoutSpecs stamps the backend tile layouts of the pinned PyPTO
// (OpDef.Layout). Every spec it registers is row-major:
//
//   - the kSimpleOps entries RequiresRowMajorLayout names, for every
//     argument of the entry's arity and the result
//     (src/backend/common/pto_ops_elementwise.cpp:63-105, :589-684,
//     :711-716); the set's "tile.part_*" names are kSimpleOps' own;
//   - tile.sels (4 arguments), tile.prelu (3), tile.div (2), tile.log,
//     tile.recip (1), tile.sel (4), tile.cast (1), tile.rsqrt (2),
//     tile.cmps (argument 0), tile.gatherb (2) and the results of each,
//     and the results of tile.full, tile.tri and tile.random
//     (pto_ops_elementwise.cpp:719-735, :743-758, :832-842, :862-870,
//     :875-886, :903-909, :912-920, :925-933, :939-954);
//   - tile.sort32 (2), tile.mrgsort_format2 (4), tile.mrgsort_format1 (1)
//     and their results (pto_ops_datamove.cpp:966-1021);
//   - tile.mscatter's arguments 0 and 1, no result
//     (pto_ops_memory.cpp:947-955).
func layoutSpecs() {
	rm := func(n int, out bool, ops ...*OpDef) {
		for _, op := range ops {
			s := &LayoutSpec{In: make([]TileLayout, n), InSet: make([]bool, n), OutSet: out}
			for i := range s.In {
				s.In[i], s.InSet[i] = RowMajor, true
			}
			s.Out = RowMajor
			op.Layout = s
		}
	}
	// kSimpleOps with RequiresRowMajorLayout, by arity.
	rm(1, true, TileAbs, TileExp, TileSqrt, TileNot, TileRelu)
	rm(2, true, TileAdd, TileSub, TileMul, TilePartAdd, TilePartMul, TilePartMax, TilePartMin, TileFmod,
		TileAnd, TileOr, TileShl, TileShr, TileMaximum, TileMinimum,
		TileAdds, TileSubs, TileMuls, TileDivs, TileFmods, TileMaximums, TileLrelu)
	rm(3, true, TileRem, TileXor, TileAddsc, TileSubsc)
	// Custom registrations.
	rm(4, true, TileSels, TileSel, TileMrgsortFormat2)
	rm(3, true, TilePrelu)
	rm(2, true, TileDiv, TileRsqrt, TileGatherb, TileSort32)
	rm(1, true, TileLog, TileRecip, TileCast, TileCmps, TileMrgsortFormat1)
	rm(0, true, TileFull, TileTri, TileRandom)
	rm(2, false, TileMscatter)
}
