# The alias rules: p comes back through an if (a rebind); q through a
# tuple element of a call and a nested loop, w through tensor.assemble
# (trivial); a fresh tensor yielded back is a rebind.
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def add1(x__ssa_v0: pl.Tensor[[32], pl.FP32], dst__ssa_v0: pl.InOut[pl.Tensor[[32], pl.FP32]]) -> pl.Tensor[[32], pl.FP32]:
        t__ssa_v0: pl.Tile[[32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0], [32], [32], target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tensor[[32], pl.FP32] = pl.tile.store(t__ssa_v0, [0], dst__ssa_v0)
        return r__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def two(x__ssa_v0: pl.Tensor[[32], pl.FP32], a__ssa_v0: pl.Out[pl.Tensor[[32], pl.FP32]], b__ssa_v0: pl.Out[pl.Tensor[[32], pl.FP32]]) -> tuple[pl.Tensor[[32], pl.FP32], pl.Tensor[[32], pl.FP32]]:
        t__ssa_v0: pl.Tile[[32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0], [32], [32], target_memory=pl.Mem.Vec)
        ra__ssa_v0: pl.Tensor[[32], pl.FP32] = pl.tile.store(t__ssa_v0, [0], a__ssa_v0)
        rb__ssa_v0: pl.Tensor[[32], pl.FP32] = pl.tile.store(t__ssa_v0, [0], b__ssa_v0)
        return ra__ssa_v0, rb__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def orch(self, x__ssa_v0: pl.Tensor[[32], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[32], pl.FP32]:
        with pl.scope():
            p__ssa_v0: pl.Tensor[[32], pl.FP32] = pl.tensor.create([32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            q__ssa_v0: pl.Tensor[[32], pl.FP32] = pl.tensor.create([32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            w__ssa_v0: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            for i__idx_v0, (p__iter_v1, q__iter_v1, w__iter_v1) in pl.range(n__ssa_v0, init_values=(p__ssa_v0, q__ssa_v0, w__ssa_v0)):
                with pl.scope():
                    p__ssa_v3: pl.Tensor[[32], pl.FP32] = self.add1(x__ssa_v0, p__iter_v1, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
                    w__ssa_v3: pl.Tensor[[64], pl.FP32] = pl.tensor.assemble(w__iter_v1, x__ssa_v0, [0])
                    _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[32], pl.FP32], pl.Tensor[[32], pl.FP32]] = self.two(x__ssa_v0, q__iter_v1, p__ssa_v3, attrs={"arg_directions": [pl.adir.input, pl.adir.inout, pl.adir.inout]})
                    q__ssa_v3: pl.Tensor[[32], pl.FP32] = _tuple_tmp__ssa_v0[0]
                    p__ssa_v4: pl.Tensor[[32], pl.FP32] = _tuple_tmp__ssa_v0[1]
                    for j__idx_v0, (q__iter_v4,) in pl.range(2, init_values=(q__ssa_v3,)):
                        with pl.scope():
                            q__ssa_v6: pl.Tensor[[32], pl.FP32] = self.add1(x__ssa_v0, q__iter_v4, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
                            q__rv_v5: pl.Tensor[[32], pl.FP32] = pl.yield_(q__ssa_v6)
                    if i__idx_v0 == 1:
                        with pl.scope():
                            p__ssa_v5: pl.Tensor[[32], pl.FP32] = self.add1(x__ssa_v0, p__ssa_v4, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
                            p__phi_v6: pl.Tensor[[32], pl.FP32] = pl.yield_(p__ssa_v5)
                    else:
                        with pl.scope():
                            p__phi_v6: pl.Tensor[[32], pl.FP32] = pl.yield_(p__ssa_v4)
                    p__rv_v2, q__rv_v2, w__rv_v2 = pl.yield_(p__phi_v6, q__rv_v5, w__ssa_v3)
            for k__idx_v0, (q__iter_v7,) in pl.range(3, init_values=(q__rv_v2,)):
                with pl.scope():
                    q__ssa_v9: pl.Tensor[[32], pl.FP32] = pl.tensor.create([32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                    q__rv_v8: pl.Tensor[[32], pl.FP32] = pl.yield_(q__ssa_v9)
            return p__rv_v2
