# irfuzz corpus v1
# signature: differential |  |  | output '_' differs from the reference at element [_]: want N, got N (N elements differ); stored by TSTORE from TPOP |  | out
# status: fixed
# oracle: differential
# property:
# pass:
# profile: UseAfterDef
# backend: Ascend910B
# faults:
# seed: 7651799468720988257
# case: 5080
# generator: gen/v1
# statements: 9
# count: 1
# first_seen: 2026-12-08T00:22:57Z
# last_seen: 2026-12-08T00:22:57Z
# note: RF-A1 through an if's result: two stores into one GM tensor on different cores, the second into an if's result (both branches yield the first store's version): the model's fence traced GM tensors through stores and loop carries, not if results (pipeline.fenceOrigins); the released PyPTO fences only cube-store -> vector-load pairs (expand_mixed_kernel_pass.cpp:775-783), and its 910B .pto has the same unordered pair (irfuzz sim -backend 910B -sut both)
# found_with: cross-core-store-unfenced

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(n: pl.Scalar[pl.INDEX], x_1: pl.Tensor[[16, 16], pl.BF16], x_2: pl.Tensor[[16, 80], pl.BF16], out: pl.Out[pl.Tensor[[16, 80], pl.FP32]], out_1: pl.Out[pl.Tensor[[16, 16], pl.INT16]]) -> tuple[pl.Tensor[[16, 80], pl.FP32], pl.Tensor[[16, 16], pl.INT16]]:
        v: pl.Tile[[16, 16], pl.FP16] = pl.tile.create([16, 16], dtype=pl.FP16, target_memory=None)
        t_1: pl.Tile[[16, 16], pl.BF16] = pl.tile.load(x_1, [0, 0], [16, 16], [16, 16], target_memory=None)
        t_2: pl.Tile[[16, 80], pl.BF16] = pl.tile.load(x_2, [0, 0], [16, 80], [16, 80], target_memory=None)
        acc: pl.Tile[[16, 80], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_1, t_2)
        o: pl.Tensor[[16, 80], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        if n > 0:
            o_1, c = pl.yield_(o, v)
        else:
            o_1, c = pl.yield_(o, v)
        ep: pl.Tile[[16, 80], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(acc, 0.5)
        acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t_1, t_1)
        o_5: pl.Tensor[[16, 80], pl.FP32] = pl.tile.store(acc_1, [0, 0], o_1)
        return o_5, out_1
