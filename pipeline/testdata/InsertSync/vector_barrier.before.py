# PyPTO test_insert_sync.py::test_insert_sync_intra_pipe: dependent vector
# ops on the one V pipe get pl.system.bar_v() between them: t_d reads t_c,
# t_e reads t_d. The load feeds the first vector op (MTE2 -> V) and the last
# feeds the store (V -> MTE3).
# passes: InitMemRef,MemoryReuse,AllocateMemoryAddr,InsertSync
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        input_a: pl.Tensor[[16, 16], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t_a: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.load(input_a, [0, 0], [16, 16])
        t_c: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.exp(t_a)
        t_d: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.add(t_c, t_a)
        t_e: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.mul(t_d, t_d)
        result: pl.Tensor[[16, 16], pl.FP32] = pl.store(t_e, [0, 0], output)
        return result
