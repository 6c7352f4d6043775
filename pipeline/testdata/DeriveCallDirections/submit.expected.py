# Expected output of DeriveCallDirections/submit (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def twice(x: pl.Tensor[[8, 8], pl.FP32], dst: pl.Out[pl.Tensor[[8, 8], pl.FP32]]) -> pl.Tensor[[8, 8], pl.FP32]:
        t: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        u: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.add(t, t)
        r: pl.Tensor[[8, 8], pl.FP32] = pl.tile.store(u, [0, 0], dst)
        return r
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def orch(self, x: pl.Tensor[[8, 8], pl.FP32], y: pl.Out[pl.Tensor[[8, 8], pl.FP32]]) -> pl.Tensor[[8, 8], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            _submit_tmp: pl.Tuple[pl.Tensor[[8, 8], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.twice, x, y, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
            a: pl.Tensor[[8, 8], pl.FP32] = _submit_tmp[0]
            ta: pl.Scalar[pl.TASK_ID] = _submit_tmp[1]
            _submit_tmp_1: pl.Tuple[pl.Tensor[[8, 8], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.twice, a, y, deps=[ta], attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
            b: pl.Tensor[[8, 8], pl.FP32] = _submit_tmp_1[0]
            tb: pl.Scalar[pl.TASK_ID] = _submit_tmp_1[1]
        return y
