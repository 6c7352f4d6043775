# irfuzz corpus v1
# signature: "simdiag | illegal |  | aic0#N TMATMUL(_ = tile.matmul @N): m, k, n = N, N, N outside [_] |  | "
# status: fixed
# oracle: simdiag
# property: illegal
# pass:
# profile: IterArgCarryClassified
# backend: Ascend910B
# faults:
# seed: 6481904802168064814
# case: 5944
# generator: gen/v1
# statements: 9
# count: 1
# first_seen: 2026-12-08T00:36:52Z
# last_seen: 2026-12-08T00:36:52Z
# note: irfuzz's bug (the simulation harness): the orchestration main passes a tensor it creates for the kernel's Out parameter out_1, which OptimizeOrchTensors merges into x_5 (optimize_orch_tensors_pass.cpp:560-576; the pinned PyPTO drops out_1 the same way), so the compiled kernel has one parameter fewer; oracle.simulateOn bound the entry's scalar arguments by the input's positions, rows took out_1's place (0) and the TMATMUL of ln (valid rows min(rows, 32)) ran with m = 0. The seeded rows is in [1, 4]: the parameters now bind by name (oracle.EntryParams, TestSimulateMergedOutParam), and PyPTO's .pto (with the loop made ascending for its codegen and -verify none past its known ExpandMixedKernel UseAfterDef) issues no zero-row TMATMUL either
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 32], pl.INT32], x_1: pl.Tensor[[32, 32], pl.FP16], x_2: pl.Tensor[[32, 1], pl.INT32], x_3: pl.Tensor[[32, 1], pl.INT16], out: pl.Out[pl.Tensor[[32, 32], pl.INT8]], x_4: pl.Tensor[[32, 32], pl.INT8], x_5: pl.Tensor[[32, 32], pl.INT8], out_1: pl.Out[pl.Tensor[[32, 32], pl.INT8]], rows: pl.Scalar[pl.INDEX], flag: pl.Scalar[pl.INDEX]) -> tuple[pl.Tensor[[32, 32], pl.INT8], pl.Tensor[[32, 32], pl.INT8]]:
        t_6: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec] = pl.tile.load(x_5, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        for i_3, (o, s) in pl.range(1, 1, -1, init_values=(out, t_6)):
            o_2, s_2 = pl.yield_(out, t_6)
        o_3: pl.Tensor[[32, 32], pl.INT8] = pl.tile.store(s_2, [0, 0], out_1)
        ln: pl.Tile[[32, 32], pl.INT8, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(32, pl.INDEX)), 32])] = pl.tile.set_validshape(t_6, pl.min(rows, 32), 32)
        t_8: pl.Tile[[32, 32], pl.INT8] = pl.tile.create([32, 32], dtype=pl.INT8, target_memory=None)
        acc_1: pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(rows, pl.const(32, pl.INDEX)), 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, t_8)
        mv: pl.Tile[[32, 32], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(32, pl.INDEX)), 32], slayout=pl.TileLayout.row_major)] = pl.tile.move(acc_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major)
        return o_2, o_3
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[32, 32], pl.INT32], x_1: pl.Tensor[[32, 32], pl.FP16], x_2: pl.Tensor[[32, 1], pl.INT32], x_3: pl.Tensor[[32, 1], pl.INT16], out: pl.Out[pl.Tensor[[32, 32], pl.INT8]], x_4: pl.Tensor[[32, 32], pl.INT8], x_5: pl.Tensor[[32, 32], pl.INT8], flag: pl.Scalar[pl.INDEX]) -> tuple[pl.Tensor[[32, 32], pl.INT8], pl.Tensor[[32, 32], pl.INT8]]:
        out_1: pl.Tensor[[32, 32], pl.INT8] = pl.tensor.create([32, 32], dtype=pl.INT8, layout=pl.TensorLayout.ND)
        r: pl.Tuple[pl.Tensor[[32, 32], pl.INT8], pl.Tensor[[32, 32], pl.INT8]] = self.kernel(x, x_1, x_2, x_3, out, x_4, x_5, out_1, 1, flag)
        return r[0], r[1]
