# irfuzz corpus v1
# signature: differential |  |  | output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); no store wrote it |  | out
# status: fixed
# oracle: differential
# property:
# pass:
# profile: AccCompactValid
# backend: Ascend950
# faults:
# seed: 3561438163735651899
# case: 198
# generator: gen/v1
# statements: 8
# count: 1
# first_seen: 2026-12-08T00:54:39Z
# last_seen: 2026-12-08T00:54:39Z
# note: irfuzz's bug (the simulation harness), da60907a3fb7's: main passes a tensor it creates for the kernel's Out parameter out_2, which OptimizeOrchTensors merges into x_5 (optimize_orch_tensors_pass.cpp:560-576; the pinned PyPTO drops out_2 the same way, its .pto has 9 tensor parameters), so oracle.simulateOn, binding scalars by the input's positions before 419e8b9, gave rows out_2's place (0) and the store of ln (valid rows min(rows, 2)) wrote no row of out ("no store wrote it"). Fixed by oracle.EntryParams (419e8b9); the campaign ran a binary without it. The seeded rows is 2; -sut both: the model's and PyPTO's .pto match the reference
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[2, 2], pl.BF16], x_1: pl.Tensor[[2, 2], pl.BF16], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[2, 2], pl.FP32]], x_2: pl.Tensor[[2, 2], pl.FP32], x_3: pl.Tensor[[2, 2], pl.FP32], out_1: pl.Out[pl.Tensor[[2, 1], pl.FP16]], x_4: pl.Tensor[[2, 1], pl.FP16], x_5: pl.Tensor[[2, 1], pl.FP16], out_2: pl.Out[pl.Tensor[[2, 1], pl.FP16]], rows: pl.Scalar[pl.INDEX], x_6: pl.Tensor[[2, 1], pl.FP32]) -> tuple[pl.Tensor[[2, 2], pl.FP32], pl.Tensor[[2, 1], pl.FP16], pl.Tensor[[2, 1], pl.FP16]]:
        t_4: pl.Tile[[2, 1], pl.FP16] = pl.tile.load(x_5, [0, 0], [2, 1], [2, 1], target_memory=None)
        for i, (o_1, s) in pl.range(2, init_values=(out_1, t_4)):
            o_3, s_2 = pl.yield_(out_1, t_4)
        o_4: pl.Tensor[[2, 1], pl.FP16] = pl.tile.store(s_2, [0, 0], out_2)
        t_6: pl.Tile[[2, 2], pl.FP32] = pl.tile.load(x_3, [0, 0], [2, 2], [2, 2], target_memory=None)
        ln: pl.Tile[[2, 2], pl.FP32, pl.TileView(valid_shape=[pl.min(rows, pl.const(2, pl.INDEX)), 2])] = pl.tile.set_validshape(t_6, pl.min(rows, 2), 2)
        o_5: pl.Tensor[[2, 2], pl.FP32] = pl.tile.store(ln, [0, 0], out)
        return o_5, o_3, o_4
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[2, 2], pl.BF16], x_1: pl.Tensor[[2, 2], pl.BF16], out: pl.Out[pl.Tensor[[2, 2], pl.FP32]], x_2: pl.Tensor[[2, 2], pl.FP32], x_3: pl.Tensor[[2, 2], pl.FP32], out_1: pl.Out[pl.Tensor[[2, 1], pl.FP16]], x_4: pl.Tensor[[2, 1], pl.FP16], x_5: pl.Tensor[[2, 1], pl.FP16], x_6: pl.Tensor[[2, 1], pl.FP32]) -> tuple[pl.Tensor[[2, 2], pl.FP32], pl.Tensor[[2, 1], pl.FP16], pl.Tensor[[2, 1], pl.FP16]]:
        out_2: pl.Tensor[[2, 1], pl.FP16] = pl.tensor.create([2, 1], dtype=pl.FP16, layout=pl.TensorLayout.ND)
        r: pl.Tuple[pl.Tensor[[2, 2], pl.FP32], pl.Tensor[[2, 1], pl.FP16], pl.Tensor[[2, 1], pl.FP16]] = self.kernel(x, x_1, 1, out, x_2, x_3, out_1, x_4, x_5, out_2, 2, x_6)
        return r[0], r[1], r[2]
