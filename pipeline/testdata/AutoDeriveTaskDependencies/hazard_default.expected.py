# Expected output of AutoDeriveTaskDependencies/hazard_default: the pinned passes.derive_call_directions() then
# passes.auto_derive_task_dependencies()'s print (unchanged by the second).
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def scale(x: pl.Tensor[[16], pl.FP32], y: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        t: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [16], [16], target_memory=pl.Mem.Vec)
        u: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
        r: pl.Tensor[[16], pl.FP32] = pl.tile.store(u, [0], y)
        return r
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a: pl.Tensor[[16], pl.FP32], b: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        mid: pl.Tensor[[16], pl.FP32] = pl.tensor.create([16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        _submit_tmp: pl.Tuple[pl.Tensor[[16], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.scale, a, mid, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
        mid2: pl.Tensor[[16], pl.FP32] = _submit_tmp[0]
        t0: pl.Scalar[pl.TASK_ID] = _submit_tmp[1]
        _submit_tmp_1: pl.Tuple[pl.Tensor[[16], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.scale, mid2, b, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
        b2: pl.Tensor[[16], pl.FP32] = _submit_tmp_1[0]
        t1: pl.Scalar[pl.TASK_ID] = _submit_tmp_1[1]
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            c: pl.Tensor[[16], pl.FP32] = pl.tensor.create([16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            _submit_tmp_2: pl.Tuple[pl.Tensor[[16], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.scale, b2, c, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
            c2: pl.Tensor[[16], pl.FP32] = _submit_tmp_2[0]
            t2: pl.Scalar[pl.TASK_ID] = _submit_tmp_2[1]
            _submit_tmp_3: pl.Tuple[pl.Tensor[[16], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.scale, c2, c, deps=[t2], attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
            c3: pl.Tensor[[16], pl.FP32] = _submit_tmp_3[0]
            t3: pl.Scalar[pl.TASK_ID] = _submit_tmp_3[1]
        return b2
