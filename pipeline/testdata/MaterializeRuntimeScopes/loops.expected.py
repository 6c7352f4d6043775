# Written by hand: do not regenerate (the real PyPTO pass's output on the .before.py).
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def add1(x__ssa_v0: pl.Tensor[[32], pl.FP32], dst__ssa_v0: pl.Out[pl.Tensor[[32], pl.FP32]]) -> pl.Tensor[[32], pl.FP32]:
        t__ssa_v0: pl.Tile[[32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0], [32], [32], target_memory=pl.Mem.Vec)
        u__ssa_v0: pl.Tile[[32], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t__ssa_v0, 1.0)
        r__ssa_v0: pl.Tensor[[32], pl.FP32] = pl.tile.store(u__ssa_v0, [0], dst__ssa_v0)
        return r__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def orch(self, x__ssa_v0: pl.Tensor[[32], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[32], pl.FP32]:
        with pl.scope():
            buf__ssa_v0: pl.Tensor[[32], pl.FP32] = pl.tensor.create([32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            for i__idx_v0, (acc,) in pl.range(n__ssa_v0, init_values=(buf__ssa_v0,)):
                with pl.scope():
                    if i__idx_v0 < 2:
                        with pl.scope():
                            a1__ssa_v0: pl.Tensor[[32], pl.FP32] = self.add1(x__ssa_v0, acc, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
                            r1__rv_v0: pl.Tensor[[32], pl.FP32] = pl.yield_(a1__ssa_v0)
                    else:
                        with pl.scope():
                            r1__rv_v0: pl.Tensor[[32], pl.FP32] = pl.yield_(acc)
                    acc2: pl.Tensor[[32], pl.FP32] = pl.yield_(r1__rv_v0)
            k__ssa_v0: pl.Scalar[pl.INDEX] = 0
            for (k__iter_v1,) in pl.while_(init_values=(k__ssa_v0,)):
                pl.cond(k__iter_v1 < n__ssa_v0)
                k__ssa_v3: pl.Scalar[pl.INDEX] = k__iter_v1 + 1
                k__rv_v2: pl.Scalar[pl.INDEX] = pl.yield_(k__ssa_v3)
            if k__rv_v2 == 3:
                with pl.scope():
                    acc2__ssa_v0: pl.Tensor[[32], pl.FP32] = self.add1(x__ssa_v0, acc2, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
                    acc2__phi_v1: pl.Tensor[[32], pl.FP32] = pl.yield_(acc2__ssa_v0)
            else:
                with pl.scope():
                    acc2__phi_v1: pl.Tensor[[32], pl.FP32] = pl.yield_(acc2)
            return acc2__phi_v1
