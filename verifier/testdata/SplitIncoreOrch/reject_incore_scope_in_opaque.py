# An InCore scope left in an Opaque function (not yet outlined), one nested
# in a loop too: each is an error at the scope.
# want: ERROR SplitIncoreOrch 0 @16:9 "InCore ScopeStmt found in non-InCore function (should have been outlined)"
# want: ERROR SplitIncoreOrch 0 @20:13 "InCore ScopeStmt found in non-InCore function (should have been outlined)"
import pypto.language as pl


@pl.program
class NotOutlined:
    @pl.function
    def opaque(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ):
        with pl.at(level=pl.Level.CORE_GROUP):
            t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [0, 0], [32, 64])
            y: pl.Tensor[[32, 64], pl.FP32] = pl.store(t, [0, 0], out)
        for i in pl.range(2):
            with pl.at(level=pl.Level.CORE_GROUP):
                pl.system.bar_v()
