# irfuzz corpus v1
# signature: differential |  |  | output '_' differs from the reference at element [_]: want N, got N (N elements differ); stored by TSTORE from TPOP |  | out
# status: open
# oracle: differential
# property:
# pass:
# profile: MixedKernelExpanded
# backend: Ascend910B
# faults:
# seed: 7511936000824115855
# case: 4082
# generator: gen/v1
# statements: 13
# count: 1
# first_seen: 2026-12-08T00:36:35Z
# last_seen: 2026-12-08T00:36:35Z
# pypto_finding: push-of-vec-tile-moved-to-l1.py
# class: loud
# pinned: src/ir/transforms/expand_mixed_kernel_pass.cpp:977-983 (the AIC consumer lane aliases a boundary tile.move's source to its tpop, seeded into the clone at :1398-1417; here the move is InferTileMemorySpace's Vec -> Right move of the gemv operand t_4), src/ir/op/tile_ops/cross_core.cpp:445-457 (tile.tpush_to_aiv states no memory for its tile), src/backend/common/pto_ops_crosscore.cpp:216-248 (the push is emitted whatever the tile's space)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The PTO the real PyPTO e2d0f78ae emits, simulated"
# note: push-of-vec-tile-moved-to-l1.py's class (known/fbcd9132071c.py), met through a gemv operand: the hand-written tpush_to_aiv(t_4, id=3) pushes the Vec tile t_4 that the cube's tile.gemv reads, so after InferTileMemorySpace's Vec -> Right move ExpandMixedKernel gives the AIC side the move's Mat tpop (t_4__ssa_v0_Right_mat) for it, and the cube pushes an L1 tile, which the a2a3 TPush refuses (static_assert); the vector core then blocks for good at the pop of mv_1 (the accumulator move's boundary pop), so the last store of out never runs and rows 0..15 keep the zeros t_2 wrote. The real PyPTO's 910B .pto, simulated (irfuzz sim -backend 910B -sut both -seed 7511936000824115855), has the same illegal aic0 TPUSH of t_4__ssa_v0_Right_mat, the same deadlock at the pop of mv_1 and the same 254 wrong elements of out (want 19, got 0); so has the unminimized kernel under -verify none (want 6322, got 8, 1024 elements, behind its known ExpandMixedKernel UseAfterDef). Not RF-A1: both stores of out are on the vector core. The finding's provenance names the store of the popped mv_1 (TSTORE from TPOP), which never runs: LastStore is the last store in program order whose window covers the element (oracle/differential.go), not the last one executed. The signature is that of campaign/testdata/found/ec9a9c72bf9d.py (RF-A1 through an if, cross-core-store-unfenced), a different bug: that one still passes without its fault and fails with it (TestReplayTestdataNeedsFaults). Its soundness form, 5a51cf39fe5b, is known through this case (oracle.Signature.Restates)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.BF16], out: pl.Out[pl.Tensor[[24, 16], pl.FP32]]) -> pl.Tensor[[24, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.BF16] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        f: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.FP32, value=-1.0)
        bm: pl.Tile[[1, 16], pl.FP32, pl.Mem.Mat] = pl.tile.move(f, target_memory=pl.Mem.Mat)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(t, t, bm)
        t_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 16], dtype=pl.FP32, value=0.0)
        o_1: pl.Tensor[[24, 16], pl.FP32] = pl.tile.store(t_2, [pl.const(0, pl.INDEX) * pl.const(16, pl.INDEX), 0], out)
        t_3: pl.Tile[[1, 16], pl.FP32] = pl.tile.create([1, 16], dtype=pl.FP32, target_memory=None)
        t_4: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 8], dtype=pl.FP32, value=0.0)
        g: pl.Tile[[16, 8], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 8])] = pl.tile.gemv(t_3, t_4, acc_phase='unspecified')
        pl.tile.tpush_to_aiv(t_4, split=0, id=3)
        pop: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0, id=3)
        mv_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        o_3: pl.Tensor[[24, 16], pl.FP32] = pl.tile.store(mv_1, [0, 0], o_1)
        return o_3
