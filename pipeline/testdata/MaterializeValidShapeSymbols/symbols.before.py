# V and W, named bare in valid_shapes and bound by nothing in k, become
# leading INDEX parameters fed from the arguments' valid_shapes (V from
# a's row, the first slot); N is a physical dim and S a scalar parameter,
# both bound. The call's arg_directions gain two scalars in front.
import pypto.language as pl

N = pl.dynamic("N")
S = pl.dynamic("S")
V = pl.dynamic("V")
W = pl.dynamic("W")

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(a: pl.Tensor[[16, N], pl.FP32, pl.TensorView(valid_shape=[V, N], stride=[], layout=pl.TensorLayout.ND)], b: pl.Tensor[[16, 32], pl.FP32, pl.TensorView(valid_shape=[V, W], stride=[], layout=pl.TensorLayout.ND)], S: pl.Scalar[pl.INDEX], c: pl.Tensor[[16, 32], pl.FP32, pl.TensorView(valid_shape=[S, W], stride=[], layout=pl.TensorLayout.ND)], dst: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(V, pl.const(16, pl.INDEX)), pl.min(W, pl.const(32, pl.INDEX))])] = pl.tile.load(b, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(t, [0, 0], dst)
        return r
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def orch(self, x: pl.Tensor[[16, 32], pl.FP32], n: pl.Scalar[pl.INDEX], m: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 32], pl.FP32]:
        xa: pl.Tensor[[16, 32], pl.FP32, pl.TensorView(valid_shape=[n, 32], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.set_validshape(x, n, 32)
        xb: pl.Tensor[[16, 32], pl.FP32, pl.TensorView(valid_shape=[n, m], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.set_validshape(x, n, m)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.create([16, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        o: pl.Tensor[[16, 32], pl.FP32] = self.k(xa, xb, m, xb, o, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.scalar, pl.adir.input, pl.adir.output_existing]})
        return o
