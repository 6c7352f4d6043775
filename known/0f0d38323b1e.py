# irfuzz corpus v1
# signature: "contract | SSAVerify | SkewCrossCorePipeline | Variable '_' used outside its defining scope |  | "
# status: open
# oracle: contract
# property: SSAVerify
# pass: SkewCrossCorePipeline
# profile: SSAForm
# backend: Ascend950
# faults:
# seed: 1239713065797509837
# case: 1610
# generator: gen/v1
# statements: 7
# count: 2
# first_seen: 2026-12-08T00:04:55Z
# last_seen: 2026-12-08T00:05:08Z
# pypto_finding: skew-cross-core-producer-reads-outer-iterarg.py
# class: loud
# pinned: src/ir/transforms/skew_cross_core_pipeline_pass.cpp:630, src/ir/transforms/utils/deep_clone_utils.cpp:101-115
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "The 60 s campaigns at full speed (sixth session, after the merges)"
# note: the real PyPTO (irfuzz fmt -explicit, compile -sut pypto -verify roundtrip -backend 950) reports the same SSAVerify error after SkewCrossCorePipeline: the inner cross-core pl.pipeline loop is skewed and its producer half, the AIC's tpush of the outer pipeline loop's iter arg acc_2, is cloned by DeepClone, which mints fresh IterArgs (printed acc_2_1__FREE_VAR, acc_2_2__FREE_VAR); the unminimized kernel stops earlier on the real PyPTO, at InferTileMemorySpace (a while loop's return var as a matmul_bias lhs, tilemem-loop-carry-return-var-no-move.py), where the model's InferTileMemorySpace departs (docs/pypto-version.md)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[2, 1], pl.INT32]]) -> pl.Tensor[[2, 1], pl.INT32]:
        t_2: pl.Tile[[2, 2], pl.INT8] = pl.tile.create([2, 2], dtype=pl.INT8, target_memory=None)
        acc_1: pl.Tile[[2, 2], pl.INT32, pl.Mem.Acc] = pl.tile.create([2, 2], dtype=pl.INT32, target_memory=pl.Mem.Acc)
        for i, (c, acc_2) in pl.pipeline(1, stage=2, init_values=(t_2, acc_1)):
            for i_1 in pl.pipeline(2, stage=2):
                mv: pl.Tile[[2, 2], pl.INT32, pl.Mem.Vec] = pl.tile.move(acc_2, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
                f: pl.Tile[[1, 2], pl.INT32, pl.Mem.Vec] = pl.tile.full([1, 2], dtype=pl.INT32, value=-1)
                bm: pl.Tile[[1, 2], pl.INT32, pl.Mem.Mat] = pl.tile.move(f, target_memory=pl.Mem.Mat)
            c_8, acc_5 = pl.yield_(c, acc_2)
        return out
