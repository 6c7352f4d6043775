# Expected output of OptimizeOrchTensors/loop_reuse (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def step(s: pl.InOut[pl.Tensor[[8, 16], pl.FP16]], w: pl.Tensor[[8, 16], pl.FP16], k: pl.Scalar[pl.INDEX]) -> pl.Tensor[[8, 16], pl.FP16]:
        a: pl.Tile[[8, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(s, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        b: pl.Tile[[8, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(w, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        c: pl.Tile[[8, 16], pl.FP16, pl.Mem.Vec] = pl.tile.mul(a, b)
        r: pl.Tensor[[8, 16], pl.FP16] = pl.tile.store(c, [0, 0], s)
        return r
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def orch(self, s0: pl.Tensor[[8, 16], pl.FP16], w: pl.Tensor[[8, 16], pl.FP16]) -> pl.Tensor[[8, 16], pl.FP16]:
        for k, (s,) in pl.range(4, init_values=(s0,)):
            nxt: pl.Tensor[[8, 16], pl.FP16] = self.step(s, w, k)
            s_1: pl.Tensor[[8, 16], pl.FP16] = pl.yield_(nxt)
        return s_1
