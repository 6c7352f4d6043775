# With analyze_auto_scopes off (the default pipeline's setting,
# pass_manager.py:230, :278-300) a read-after-write of `mid` between two
# submits of the auto body gets no compiler edge and no direction rewrite,
# and the manual scope is left to its user deps
# (auto_derive_task_dependencies_pass.cpp:1393-1399, :1620).
# passes: DeriveCallDirections,AutoDeriveTaskDependencies
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def scale(self, x: pl.Tensor[[16], pl.FP32], y: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        t: pl.Tile[[16], pl.FP32] = pl.tile.load(x, [0], [16])
        u: pl.Tile[[16], pl.FP32] = pl.tile.muls(t, 2.0)
        r: pl.Tensor[[16], pl.FP32] = pl.tile.store(u, [0], y)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[16], pl.FP32], b: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        mid: pl.Tensor[[16], pl.FP32] = pl.tensor.create([16], dtype=pl.FP32)
        mid2, t0 = pl.submit(self.scale, a, mid)
        b2, t1 = pl.submit(self.scale, mid2, b)
        with pl.manual_scope():
            c = pl.tensor.create([16], dtype=pl.FP32)
            c2, t2 = pl.submit(self.scale, b2, c)
            c3, t3 = pl.submit(self.scale, c2, c, deps=[t2])
        return b2
