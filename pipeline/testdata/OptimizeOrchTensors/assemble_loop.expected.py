# Expected output of OptimizeOrchTensors/assemble_loop (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def gather(x: pl.Tensor[[4, 16], pl.FP16], o: pl.Out[pl.Tensor[[4, 64], pl.FP16]]) -> pl.Tensor[[4, 64], pl.FP16]:
        for j, (acc,) in pl.range(4, init_values=(o,)):
            col: pl.Scalar[pl.INDEX] = j * 16
            piece: pl.Tile[[4, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [4, 16], [4, 16], target_memory=pl.Mem.Vec)
            acc_1: pl.Tensor[[4, 64], pl.FP16] = pl.tile.store(piece, [0, col], acc)
            acc_2: pl.Tensor[[4, 64], pl.FP16] = pl.yield_(acc_1)
        return acc_2
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def orch(self, x: pl.Tensor[[4, 16], pl.FP16]) -> pl.Tensor[[4, 64], pl.FP16]:
        o: pl.Tensor[[4, 64], pl.FP16] = pl.tensor.create([4, 64], dtype=pl.FP16, layout=pl.TensorLayout.ND)
        y: pl.Tensor[[4, 64], pl.FP16] = self.gather(x, o)
        return y
