# continue at the end of an if branch in a pl.range loop carrying a tile:
# the rest of the body moves into the if's other branch, and the skipped
# iteration yields the carry as it was (ResolveYieldAtEscape and
# BuildEscapeIfStmt, ctrl_flow_transform_pass.cpp:140-181, :290-317).
import pypto.language as pl


@pl.program
class ContinueCarry:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (acc,) in pl.range(4, init_values=(t,)):
            if i == 1:
                continue
            nxt: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, t)
            acc_out: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(nxt)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc_out, [0, 0], out)
        return o
