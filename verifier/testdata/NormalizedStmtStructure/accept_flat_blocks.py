# Every body the parser builds is flattened the way SeqStmts::Flatten does:
# no single-child and no nested SeqStmts, yields last. (The text format
# cannot express a redundant block; the rejected cases are built in Go, see
# normalized_stmt_structure_test.go.)
# want: nothing
import pypto.language as pl


@pl.program
class Flat:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        flag: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        for i, (c,) in pl.range(4, init_values=(t0,)):
            rc: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(c)
        if flag < 1:
            e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.exp(rc)
            phi: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(e)
        else:
            phi: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(rc)
        res: pl.Tensor[[32, 64], pl.FP32] = pl.store(phi, [0, 0], out)
        return res
