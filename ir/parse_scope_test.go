package ir

import "testing"

// orchWith is a program with an InCore kernel k and a function o whose
// decorator is deco and whose body (from line 11, column 9) is body; o
// returns its tensor x.
func orchWith(deco, body string) string {
	return `import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        return x

    ` + deco + `
    def o(self, x: pl.Tensor[[16], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16], pl.FP32]:
` + body + "        return x\n"
}

// orch is orchWith for an orchestration function without auto scopes.
func orch(body string) string {
	return orchWith("@pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)", body)
}

// TestScopeErrors checks the errors of the scope constructs; each message
// is the real PyPTO's for the same program (checked with pl.parse_program).
func TestScopeErrors(t *testing.T) {
	reg := standInRegistry(t)
	for _, tc := range []struct {
		name, src, want string
	}{
		{"as on cluster", orch("        with pl.cluster() as c:\n            pl.system.bar_v()\n"), "f.py:11:9: `with pl.cluster(...) as ...:` is not supported \u2014 the `as` clause only applies to `with pl.at(...) as tid:` and `with pl.spmd(...) as tid:`"},
		{"as tuple", orch("        with pl.at(level=pl.Level.CORE_GROUP) as (a, b):\n            pl.system.bar_v()\n"), "f.py:11:9: `as` target on `with pl.at(...)` must be a plain variable name"},
		{"spmd no work", orch("        with pl.spmd(4):\n            pl.system.bar_v()\n"), "f.py:11:9: `with pl.spmd(...)` body neither reads the per-block index via `pl.tile.get_block_idx()` nor dispatches a `self.<kernel>(...)` call, so every block would run identical work."},
		{"spmd two kernels", orch("        with pl.spmd(4):\n            y = self.k(x)\n            z = self.k(y)\n"), "f.py:11:9: `with pl.spmd(...)` dispatch body launches 2 kernels; only one kernel dispatch per SPMD scope is supported."},
		{"spmd deps no as", orch("        with pl.spmd(4, deps=[]):\n            y = self.k(x)\n"), "f.py:11:30: pl.spmd() does not accept 'deps=' here"},
		{"spmd bad kw", orch("        with pl.spmd(4, chunk=2):\n            y = self.k(x)\n"), "f.py:11:9: pl.spmd() got unexpected keyword argument 'chunk'"},
		{"spmd core zero", orch("        with pl.spmd(0):\n            y = self.k(x)\n"), "f.py:11:22: core_num must be a positive integer, got 0"},
		{"spmd no core", orch("        with pl.spmd(sync_start=True):\n            y = self.k(x)\n"), "f.py:11:9: pl.spmd() requires core_num (first positional argument)"},
		{"at no level", orch("        with pl.at(role=pl.Role.Orchestrator):\n            pl.system.bar_v()\n"), "f.py:11:14: pl.at() requires a level argument"},
		{"at role core", orch("        with pl.at(level=pl.Level.CORE_GROUP, role=pl.Role.Orchestrator):\n            pl.system.bar_v()\n"), "f.py:11:9: role= is not supported with level=pl.Level.CORE_GROUP"},
		{"at split host", orch("        with pl.at(level=pl.Level.HOST, optimizations=[pl.split(pl.SplitMode.UP_DOWN)]):\n            pl.system.bar_v()\n"), "f.py:11:9: optimizations=[pl.split(...)] / optimizations=[pl.cross_core_slot(...)] are only supported with level=pl.Level.CORE_GROUP"},
		{"at bad kw", orch("        with pl.at(level=pl.Level.HOST, color=1):\n            pl.system.bar_v()\n"), "f.py:11:41: Unknown keyword argument 'color' in pl.at()"},
		{"at subworker", orch("        with pl.at(level=pl.Level.HOST, role=pl.Role.SubWorker):\n            pl.system.bar_v()\n"), "f.py:11:9: Inline 'with pl.at(level>=HOST, role=pl.Role.SubWorker)' is not supported."},
		{"no_dep_args scalar", orch("        with pl.at(level=pl.Level.CORE_GROUP, no_dep_args=[n]):\n            pl.system.bar_v()\n"), "f.py:11:60: pl.at(no_dep_args=[...]) entry 'n' is not a tensor (got type pl.Scalar[pl.INDEX])"},
		{"dumps twice", orch("        with pl.at(level=pl.Level.CORE_GROUP, dumps=[x, x]):\n            pl.system.bar_v()\n"), "f.py:11:57: pl.at(dumps=[...]) lists 'x' more than once"},
		{"deps bad entry", orch("        with pl.at(level=pl.Level.CORE_GROUP, deps=[n]) as t:\n            pl.system.bar_v()\n"), "f.py:11:53: 'pl.at()' deps= entries must be a TaskId variable, a TASK_ID array element (e.g. `arr[i]`), or None \u2014 got 'n'"},
		{"deps not list", orch("        with pl.at(level=pl.Level.CORE_GROUP, deps=n) as t:\n            pl.system.bar_v()\n"), "f.py:11:52: 'pl.at()' deps= must be a list / tuple / comprehension of TaskId values"},
		{"name hint", orch("        with pl.at(level=pl.Level.CORE_GROUP, name_hint=\"for\"):\n            pl.system.bar_v()\n"), "f.py:11:57: pl.at() 'name_hint' must be a valid non-keyword identifier, got 'for'"},
		{"auto scope", orchWith("@pl.function(type=pl.FunctionType.Orchestration)", "        with pl.scope():\n            pl.system.bar_v()\n"), "f.py:11:9: a hand-placed AUTO 'with pl.scope()' requires @pl.function(auto_scope=False)"},
		{"manual nested", orch("        with pl.manual_scope():\n            with pl.manual_scope():\n                pl.system.bar_v()\n"), "f.py:12:13: a manual scope may not be nested inside another manual scope"},
		{"split_aiv n", orch("        for v in pl.split_aiv(4, mode=pl.SplitMode.NONE):\n            pl.system.bar_v()\n"), "f.py:11:31: pl.split_aiv(n) requires n == 2 (AIV sub-core count is hardware-fixed at 2), got 4"},
		{"split_aiv mode", orch("        for v in pl.split_aiv(2):\n            pl.system.bar_v()\n"), "f.py:11:18: pl.split_aiv() requires mode= (e.g. mode=pl.SplitMode.NONE for task-parallel, or pl.SplitMode.UP_DOWN / pl.SplitMode.LEFT_RIGHT for data-parallel halving)"},
		{"split_aiv nested", orch("        for v in pl.split_aiv(2, mode=pl.SplitMode.NONE):\n            for w in pl.split_aiv(2, mode=pl.SplitMode.NONE):\n                pl.system.bar_v()\n"), "f.py:12:13: nested 'for ... in pl.split_aiv(...)' is not allowed: a split_aiv body already represents the two AIV lanes, so it cannot contain another split_aiv loop"},
		{"split_aiv with user split", orch("        with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.split(pl.SplitMode.NONE)]):\n            for v in pl.split_aiv(2, mode=pl.SplitMode.NONE):\n                pl.system.bar_v()\n"), "f.py:12:13: scope combines a function-level pl.split(pl.SplitMode.NONE) (optimizations=[pl.split(...)]) with a pl.split_aiv region; these are mutually exclusive AIV-split mechanisms \u2014 the function-level split would be silently dropped (the per-region split governs the lanes)"},
		{"early resolve in cluster", orch("        with pl.cluster():\n            with pl.spmd(4, allow_early_resolve=True):\n                y = self.k(x)\n"), "f.py:12:13: `pl.spmd(..., allow_early_resolve=True)` cannot be nested inside `pl.cluster()` \u2014 a cluster-nested pl.spmd is unwrapped into the Group function and never produces a Submit, so the early-dispatch hint would be lost."},
		{"cross core slot", orch("        with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.cross_core_slot(slot_num=0)]):\n            pl.system.bar_v()\n"), "f.py:11:90: pl.cross_core_slot(slot_num=...) must be positive, got 0"},
		{"optimizations entry", orch("        with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.foo()]):\n            pl.system.bar_v()\n"), "f.py:11:62: Unsupported entry in pl.at(optimizations=[...])"},
		{"spmd for deps", orch("        for i in pl.spmd(4, deps=[]):\n            pl.system.bar_v()\n"), "f.py:11:34: pl.spmd() does not accept 'deps=' here"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseWith(reg, "f.py", tc.src)
			if err == nil {
				t.Fatalf("parsed without error")
			}
			if err.Error() != tc.want {
				t.Errorf("error =\n  %s\nwant\n  %s", err, tc.want)
			}
		})
	}
}

// withIDs is orch with a manual scope that binds ids to a TASK_ID array
// of 4 and continues with body (from line 13, column 13).
func withIDs(body string) string {
	return orch("        with pl.manual_scope():\n            ids = pl.array.create(4, pl.TASK_ID)\n" + body)
}

// TestDepsErrors checks the errors of deps= lists, array subscripts and
// submit keywords; each message is the real PyPTO's for the same program.
func TestDepsErrors(t *testing.T) {
	reg := standInRegistry(t)
	for _, tc := range []struct {
		name, src, want string
	}{
		{"comp over ir var", withIDs("            y, t = pl.submit(self.k, x, deps=[ids[k] for k in range(n)])\n"), "f.py:13:20: 'k' deps= comprehension iterable depends on an IR variable; cannot unroll at parse time"},
		{"comp filter ir var", withIDs("            y, t = pl.submit(self.k, x, deps=[ids[k] for k in range(4) if k < n])\n"), "f.py:13:20: 'k' deps= comprehension filter depends on an IR variable; cannot unroll at parse time"},
		{"comp two targets", withIDs("            y, t = pl.submit(self.k, x, deps=[ids[k] for k, j in range(4)])\n"), "f.py:13:20: 'k' deps= comprehension target must be a single name (v1)"},
		{"mix array after elem", withIDs("            y, t = pl.submit(self.k, x, deps=[ids[0], ids])\n"), "f.py:13:55: 'k' deps= cannot mix a whole TASK_ID array with per-element entries (got array entry 'ids' after a per-element / comprehension entry)"},
		{"mix elem after array", withIDs("            y, t = pl.submit(self.k, x, deps=[ids, ids[0]])\n"), "f.py:13:52: 'k' deps= cannot mix a whole TASK_ID array with per-element entries (got per-element entry 'ids[0]' after a whole-array entry)"},
		{"array 2 idx", withIDs("            v = ids[0, 1]\n"), "f.py:13:17: Array subscript requires a single index (rank-1 in v1)"},
		{"array write 2 idx", withIDs("            ids[0, 1] = n\n"), "f.py:13:13: Array subscript-write requires a single index (rank-1 in v1)"},
		{"dumps not arg", withIDs("            y, t = pl.submit(self.k, x, dumps=[n])\n"), "f.py:13:48: 'k' dumps= entries must be tensor variables \u2014 got 'n'"},
		{"early resolve", withIDs("            y, t = pl.submit(self.k, x, allow_early_resolve=1)\n"), "f.py:13:61: 'k' allow_early_resolve must be a boolean literal (True/False)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseWith(reg, "f.py", tc.src)
			if err == nil || err.Error() != tc.want {
				t.Errorf("error =\n  %v\nwant\n  %s", err, tc.want)
			}
		})
	}
}

// withProduct is a kernel with a GM tensor a and an accumulator tile prod
// (a matmul result); body starts at line 9, column 9.
func withProduct(body string) string {
	return `import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        am: pl.Tile[[64, 64], pl.FP32, pl.Mem.Mat] = pl.load(a, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
        prod = pl.matmul(am, am)
` + body + "        return out\n"
}

// TestSplitTransferErrors checks the errors of pl.aiv_shard /
// pl.aic_gather; each message is the real PyPTO's for the same program.
func TestSplitTransferErrors(t *testing.T) {
	for _, tc := range []struct {
		name, src, want string
	}{
		{"shard outside region", withProduct("        h = pl.aiv_shard(prod)\n"), "f.py:9:13: pl.aiv_shard() must be used inside a 'for ... in pl.split_aiv(...)' loop (or pass an explicit integer 'split=' in the outlined form); it otherwise inherits the split mode from that scope"},
		{"shard mode kw", withProduct("        h = pl.aiv_shard(prod, mode=pl.SplitMode.UP_DOWN)\n"), "f.py:9:13: pl.aiv_shard() does not take a mode= argument \u2014 pass the lowered integer 'split=' (outlined form) or rely on the enclosing pl.split_aiv(mode=...) scope (high-level form)"},
		{"shard two args", withProduct("        h = pl.aiv_shard(prod, prod, split=1)\n"), "f.py:9:13: pl.aiv_shard() takes exactly one positional argument (the tile to shard), got 2"},
		{"gather lane stride", withProduct("        h = pl.aic_gather(prod, split=1, lane_stride=2)\n"), "f.py:9:13: pl.aic_gather() does not take a lane_stride= argument: only the Cube -> Vector shard is ever rebalanced onto a ragged boundary's valid region, so the gather always re-joins the lanes on the box partition"},
		{"split not int", withProduct("        h = pl.aiv_shard(prod, split=pl.SplitMode.UP_DOWN)\n"), "f.py:9:13: pl.aiv_shard(..., split=N) requires an integer split (the lowered SplitMode value), got 'pl.SplitMode.UP_DOWN'"},
		{"tensor outlined", withProduct("        h = pl.aiv_shard(a, split=1)\n"), "f.py:9:13: pl.aiv_shard(..., split=N) does not accept a high-level Tensor operand \u2014 the outlined split= form is tile-only. Wrap the Tensor in a 'for aiv_id in pl.split_aiv(...)' region instead, which supplies the split mode and lowers to the tile op."},
		{"stride in region", withProduct("        for v in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):\n            h = pl.aiv_shard(prod, lane_stride=2)\n"), "f.py:10:17: pl.aiv_shard() does not take a lane_stride= argument inside a 'for ... in pl.split_aiv(...)' loop \u2014 the partition follows the region's own per-lane offsets"},
		{"bad kw", withProduct("        h = pl.aiv_shard(prod, split=1, foo=2)\n"), "f.py:9:13: pl.aiv_shard() does not accept keyword argument 'foo'"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("f.py", tc.src)
			if err == nil || err.Error() != tc.want {
				t.Errorf("error =\n  %v\nwant\n  %s", err, tc.want)
			}
		})
	}
}
