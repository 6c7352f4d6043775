package oracle

import "testing"

func TestNormalizeMessage(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Variable 'acc_3' used before definition in function 'kernel'", "Variable '_' used before definition in function '_'"},
		{"tile shape [16, 128] exceeds Vec capacity 196608 bytes", "tile shape [_] exceeds Vec capacity N bytes"},
		{"store of t_12 reads pitch 64, written at 16", "store of t reads pitch N, written at N"},
		{"t_13_Right reads x_1 and main_incore_0", "t_Right reads x and main_incore"},
		{"nested [[1, 2], [3]] list\nsecond line ignored", "nested [_] list"},
		{"  spaced   out\tmessage ", "spaced out message"},
		{"address 0x1f00 misaligned by 2.5e3", "address N misaligned by N"},
		// A structural difference signs by the node it is at, not the
		// path to it; a call's type keeps the call's op; a variable named
		// on both sides, or defined twice, is masked.
		{"func kernel / stmt 7 / for i / iter arg 0: tile view", "iter arg N: tile view"},
		{"func main / stmt 0 / assign acc0 / tile.full / type: memory space Vec vs Mat", "call / type: memory space Vec vs Mat"},
		// A program function's call (NormalizeReturnOrder's stale type in a
		// Group wrapper): its dtypes are the generator's.
		{"func kernel / stmt 1 / kernel_aiv / type: dtype FP16 vs FP32", "function call / type: dtype _ vs _"},
		{"func k / stmt 2 / k_aiv / type: tuple of 2 vs 3", "function call / type: tuple of N vs N"},
		{"func kernel / stmt 27 / if / then / stmt 2 / if / then / stmt 0 / assign v_1: v_1 is defined twice on the left but maps to different variables",
			"assign _: _ is defined twice on the left but maps to different variables"},
		{"func kernel / stmt 4 / while / body / stmt 0 / for i_2: i_2 is defined twice on the left", "for _: _ is defined twice on the left"},
		{"func kernel / stmt 0 / if / else / stmt 6 / if / then: 4 statements vs 0", "body: N statements vs N"},
		{"func kernel / stmt 3 / while / body / stmt 3: SeqStmts vs AssignStmt", "stmt N: SeqStmts vs AssignStmt"},
		{"func kernel / stmt 15 / if / then / stmt 6 / assign mv_1 / tile.move / args[0] / tile.matmul_acc / type / valid_shape[0]: rows__ssa_v0 vs pl.min(rows__ssa_v0, 32)",
			"valid_shape[_]: _ vs pl.min(_, N)"},
		{"func kernel / stmt 3 / assign rs__ssa_v0 / tile.reshape / type: tile view pl.Tile[[16, 24], pl.INT8] vs pl.Tile[[16, 24], pl.INT8, pl.TileView(pad=pl.PadValue.zero)]",
			"call / type: tile view pl.Tile[_] vs pl.Tile[_]"},
		{"func kernel / stmt 2 / if / else / stmt 0 / for i / body / stmt 1 / assign t / tile.move / args[0]: acc_1 vs acc_1 (iter arg vs variable)",
			"args[_]: _ vs _ (iter arg vs variable)"},
		// A location in the case's own file is the file's name, not the cause.
		{"variable 'out_1__ssa_v0' was passed as InOut/Out at kernel.py:17:13; read the post-call return value", "variable '_' was passed as InOut/Out at _; read the post-call return value"},
		// ConvertToSSA's versions are counters too; another "__" stays.
		{"valid_shape[0]: rows__ssa_v0 vs pl.min(rows__ssa_v0, 1) in t__cast_fp16_tmp_v1", "valid_shape[_]: rows vs pl.min(rows, N) in t"},
		{"GM out__ssa_v0[0, 64) and r__FREE_VAR, acc__rv_v12, x__tmp", "GM out[N, N) and r__FREE_VAR, acc, x"},
		// One cause, two kernels: the instruction's result name does not split it.
		{"aic0#44 TPUSH(tile.tpush_to_aiv @21) (FIX) reads L0C, but aic0#37 TMATMUL_ACC(matmul_acc_flat = tile.matmul_acc @15) wrote it",
			"aic0#N TPUSH(tile.tpush_to_aiv @N) (FIX) reads L0C, but aic0#N TMATMUL_ACC(_ = tile.matmul_acc @N) wrote it"},
	} {
		if got := NormalizeMessage(c.in); got != c.want {
			t.Errorf("NormalizeMessage(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestSignatureSameCauseSameSignature(t *testing.T) {
	a := Finding{Oracle: "differential", Property: "", Pass: "", Message: "output 'out' differs at [0, 16]: 3 vs 7", Buffer: "out[0, 16]"}
	b := Finding{Oracle: "differential", Message: "output 'y' differs at [5, 130]: 11 vs 0", Buffer: "out[5, 130]", Detail: "other detail"}
	if a.Signature() != b.Signature() {
		t.Fatalf("one cause, two signatures:\n%s\n%s", a.Signature(), b.Signature())
	}
	const want = "differential |  |  | output '_' differs at [_]: N vs N |  | out"
	if got := string(a.Signature()); got != want {
		t.Fatalf("signature %q, want %q", got, want)
	}
	if a.Signature().Oracle() != "differential" || len(a.Signature().ID()) != 12 {
		t.Fatalf("Oracle() = %q, ID() = %q", a.Signature().Oracle(), a.Signature().ID())
	}
}

func TestSignatureDifferentCausesDiffer(t *testing.T) {
	base := Finding{Oracle: "contract", Property: "AccCompactValid", Pass: "MemoryReuse", Message: "m"}
	variants := []Finding{
		{Oracle: "roundtrip", Property: "AccCompactValid", Pass: "MemoryReuse", Message: "m"},
		{Oracle: "contract", Property: "SSAForm", Pass: "MemoryReuse", Message: "m"},
		{Oracle: "contract", Property: "AccCompactValid", Pass: "InsertSync", Message: "m"},
		{Oracle: "contract", Property: "AccCompactValid", Pass: "MemoryReuse", Message: "other"},
		{Oracle: "contract", Property: "AccCompactValid", Pass: "MemoryReuse", Message: "m", Frames: []string{"pipeline.f"}},
		{Oracle: "contract", Property: "AccCompactValid", Pass: "MemoryReuse", Message: "m", Buffer: "out"},
	}
	seen := map[Signature]int{base.Signature(): -1}
	for i, v := range variants {
		s := v.Signature()
		if j, dup := seen[s]; dup {
			t.Errorf("variant %d has the signature of %d: %s", i, j, s)
		}
		seen[s] = i
	}
}

func TestSignatureKeepsThreeFrames(t *testing.T) {
	a := Finding{Oracle: "crash", Message: "index out of range [5] with length 3", Frames: []string{"a", "b", "c", "d"}}
	b := Finding{Oracle: "crash", Message: "index out of range [9] with length 2", Frames: []string{"a", "b", "c", "e"}}
	if a.Signature() != b.Signature() {
		t.Fatalf("frames below the third changed the signature")
	}
	const want = "crash |  |  | index out of range [_] with length N | a < b < c | "
	if string(a.Signature()) != want {
		t.Fatalf("signature %q, want %q", a.Signature(), want)
	}
}
