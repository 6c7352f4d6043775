# Expected output of DeriveCallDirections/branches (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def copy(x: pl.Tensor[[32], pl.FP32], dst: pl.Out[pl.Tensor[[32], pl.FP32]]) -> pl.Tensor[[32], pl.FP32]:
        t: pl.Tile[[32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [32], [32], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[32], pl.FP32] = pl.tile.store(t, [0], dst)
        return r
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def orch(self, x: pl.Tensor[[32], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[32], pl.FP32]:
        p: pl.Tensor[[32], pl.FP32] = pl.tensor.create([32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        q: pl.Tensor[[32], pl.FP32] = pl.tensor.create([32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        s: pl.Tensor[[32], pl.FP32] = pl.tensor.create([32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        if n > 0:
            p_1: pl.Tensor[[32], pl.FP32] = self.copy(x, p, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
            s_1: pl.Tensor[[32], pl.FP32] = self.copy(p_1, s, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
            w, v = pl.yield_(p_1, s_1)
        else:
            q_1: pl.Tensor[[32], pl.FP32] = self.copy(x, q, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
            w, v = pl.yield_(q_1, s)
        v_1: pl.Tensor[[32], pl.FP32] = self.copy(w, v, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
        w_1: pl.Tensor[[32], pl.FP32] = self.copy(v_1, w, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
        return w_1
