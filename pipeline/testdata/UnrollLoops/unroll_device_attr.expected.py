# The real PyPTO's passes.unroll_loops() on unroll_device_attr.before.py, printed by ir.python_print.
# pypto.program: UnrollDeviceAttr
import pypto.language as pl

@pl.program
class UnrollDeviceAttr:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def chip(self, row: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        return row
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host(self, rows: pl.Out[pl.Tensor[[4, 16], pl.FP32]]) -> pl.Tensor[[4, 16], pl.FP32]:
        self.chip(pl.tensor.slice(rows, [1, 16], [1, 0], [], [0]), device=1)
        self.chip(pl.tensor.slice(rows, [1, 16], [3, 0], [], [0]), device=3)
        return rows
