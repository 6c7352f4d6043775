# irfuzz corpus v1
# signature: "roundtrip |  | ExpandMixedKernel | iter arg _: memory space Acc vs Vec |  | "
# status: fixed
# oracle: roundtrip
# property:
# pass: ExpandMixedKernel
# profile: ArrayNotEscaped
# backend: Ascend950
# faults:
# seed: 2463097883555924805
# case: 150
# generator: gen/v1
# statements: 9
# count: 1
# first_seen: 2026-11-30T05:19:38Z
# last_seen: 2026-11-30T05:19:38Z

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out: pl.Out[pl.Tensor[[1, 1], pl.FP32]], flag: pl.Scalar[pl.INDEX]) -> pl.Tensor[[1, 1], pl.FP32]:
        t: pl.Tile[[1, 1], pl.FP16] = pl.tile.create([1, 1], dtype=pl.FP16, target_memory=None)
        acc: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t, t)
        fp: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc, pl.TileView(fractal=512, pad=pl.PadValue.zero)] = pl.tile.fillpad(acc)
        if flag < 0:
            pass
        else:
            for i, (c_1, acc_1) in pl.range(1, init_values=(fp, acc)):
                ex: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.tile.extract(acc_1, 0, 0, [1, 1])
                t_1: pl.Tile[[1, 1], pl.FP32] = pl.tile.create([1, 1], dtype=pl.FP32, target_memory=None)
                acc_2: pl.Tile[[1, 1], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(ex, acc, t_1)
                c_3, acc_3 = pl.yield_(c_1, acc_1)
            pl.system.bar_all()
        return out
